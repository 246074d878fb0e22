import { lazy, Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, matchPath, Navigate, Route, Routes } from 'react-router';
import { Loading } from '../components/loading';
import { prefetchLoan } from '../features/loan-detail/api/get-loan';
import { prefetchPersonalArea } from '../features/personal/api/prefetch-personal-area';
import { prefetchLoggedInUser } from '../lib/current-user';
import { getToken } from '../lib/session';
import { whenIdleAfterLoad } from '../lib/when-idle';
import { RequireSession } from './guard/require-session';
import { RequireRole, RoleRedirect } from './guard/require-role';
import { AppLayout } from './layouts/app-layout';
import { lazyPage } from './lazy-page';
import { ExtraLoanTabsContext, type ExtraLoanTab } from '../shared/loan-tabs/extra-loan-tabs';
import { PortfolioSlotContext } from '../shared/portfolio-slot/portfolio-slot';
import { PersonalSlotContext } from '../shared/personal-slot/personal-slot';
import { NotFoundRoute } from './routes/not-found-route';
import { LoanOverlays } from './routes/loan-overlays';

const SignInPage = lazyPage(() => import('../features/auth/routes/sign-in-page'), 'SignInPage');
const DashboardPage = lazyPage(() => import('../features/loans/routes/dashboard-page'), 'DashboardPage');
const PortfolioPage = lazyPage(() => import('../features/loans/routes/portfolio-page'), 'PortfolioPage');
const LoanDetailPage = lazyPage(
  () => import('../features/loan-detail/routes/loan-detail-page'),
  'LoanDetailPage',
);
const ServicingTab = lazy(() =>
  import('../features/servicing/components/servicing-tab').then((m) => ({ default: m.ServicingTab })),
);
// The loan page's Servicing tab (issue 19): the loan page is for admins.
const LOAN_TABS: ExtraLoanTab[] = [
  {
    value: 'servicing',
    label: 'Servicing',
    render: (loan) => (
      <Suspense fallback={null}>
        <ServicingTab loanId={loan.id} loanState={loan.state} isAdmin />
      </Suspense>
    ),
  },
];
const ServicingPortfolio = lazy(() =>
  import('../features/servicing/components/servicing-portfolio').then((m) => ({
    default: m.ServicingPortfolio,
  })),
);
// The portfolio servicing view (issue 19), shown on /portfolio (admins).
const PORTFOLIO_SLOT = (
  <Suspense fallback={null}>
    <ServicingPortfolio />
  </Suspense>
);
const ServicingCards = lazy(() =>
  import('../features/servicing/personal/servicing-cards').then((m) => ({ default: m.ServicingCards })),
);
// The borrower's and broker's servicing cards (issue 19 item 4), shown on /personal, a line each
// until opened (issue 21: the page opens on 'what to do now' and stays short on a phone).
const PERSONAL_SLOT = (
  <Suspense fallback={null}>
    <ServicingCards compact />
  </Suspense>
);
const ActivitiesPage = lazyPage(
  () => import('../features/activities/routes/activities-page'),
  'ActivitiesPage',
);
const LeadsPage = lazyPage(() => import('../features/leads/routes/leads-page'), 'LeadsPage');
const ScoringPage = lazyPage(() => import('../features/scoring/routes/scoring-page'), 'ScoringPage');
const StatisticsPage = lazyPage(
  () => import('../features/statistics/routes/statistics-page'),
  'StatisticsPage',
);
const OutboxPage = lazyPage(() => import('../features/outbox/routes/outbox-page'), 'OutboxPage');
const PolicyPage = lazyPage(() => import('../features/policy/routes/policy-page'), 'PolicyPage');
const IntegrationsPage = lazyPage(() => import('./routes/integrations-page'), 'IntegrationsPage');
const IndexRatesPage = lazyPage(
  () => import('../features/servicing/routes/index-rates-page'),
  'IndexRatesPage',
);
const AuditPage = lazyPage(() => import('../features/audit/routes/audit-page'), 'AuditPage');
const PersonalPage = lazyPage(() => import('../features/personal/routes/personal-page'), 'PersonalPage');
const SetPasswordPage = lazyPage(
  () => import('../features/personal/routes/set-password-page'),
  'SetPasswordPage',
);
const WizardPage = lazyPage(() => import('../features/application-wizard/routes/wizard-page'), 'WizardPage');
const PlaidPage = lazyPage(() => import('../features/plaid/routes/plaid-page'), 'PlaidPage');
const SignPage = lazyPage(() => import('../features/e-signature/routes/sign-page'), 'SignPage');
const SponsorPage = lazyPage(() => import('../features/sponsor/routes/sponsor-page'), 'SponsorPage');
const ApplicationPage = lazyPage(
  () => import('../features/pre-qualification/routes/application-page'),
  'ApplicationPage',
);

// Open routes: no route guard, so no user call.
const PUBLIC_PATHS = [
  '/sign-in',
  '/set-password',
  '/application',
  '/sign/:token',
  '/sponsor/:token',
  '/page-not-found',
];

// A full page load asks for its page's code, and a loan page for its loan, alongside the session
// check instead of after it (issue 3, speed: content within 1 s). Paths as in the table below.
const PRELOADS: ReadonlyArray<readonly [string, { preload: () => Promise<void> }]> = [
  ['/sign-in', SignInPage],
  ['/set-password', SetPasswordPage],
  ['/application', ApplicationPage],
  ['/sign/:token', SignPage],
  ['/sponsor/:token', SponsorPage],
  ['/personal', PersonalPage],
  ['/personal/application/:activityId', WizardPage],
  ['/plaid/:id', PlaidPage],
  ['/dashboard', DashboardPage],
  ['/requests', DashboardPage],
  ['/loan/:id', LoanDetailPage],
  ['/portfolio/:filter?', PortfolioPage],
  ['/activities', ActivitiesPage],
  ['/leads', LeadsPage],
  ['/outbox', OutboxPage],
  ['/policy', PolicyPage],
  ['/scoring', ScoringPage],
  ['/statistics', StatisticsPage],
  ['/settings/integrations', IntegrationsPage],
  ['/settings/index-rates', IndexRatesPage],
  ['/audit', AuditPage],
];

export const preloadRoute = (pathname: string, queryClient: QueryClient): void => {
  // Data first: Chromium opens 6 connections to one host, and the calls should not queue behind
  // the page's script chunks on a first visit. The route guard's user call too (signed-in pages).
  if (!PUBLIC_PATHS.some((pattern) => matchPath(pattern, pathname))) prefetchLoggedInUser(queryClient);
  const loan = matchPath('/loan/:id', pathname);
  if (loan?.params.id && getToken()) void prefetchLoan(queryClient, loan.params.id);
  const page = PRELOADS.find(([pattern]) => matchPath(pattern, pathname))?.[1];
  // A chunk that fails here fails again in React.lazy, which shows the error screen.
  void page?.preload().catch(() => undefined);
  // Issue 21, phone: the sign-in form is read and typed for seconds; the landing pages' code is
  // fetched meanwhile (idle, after the form has painted), so the list shows sooner after 'Sign in'.
  if (matchPath('/sign-in', pathname))
    whenIdleAfterLoad(() => {
      for (const landing of [PersonalPage, DashboardPage]) void landing.preload().catch(() => undefined);
    });
};

// Staff go from the lists to a loan: the loan page's code is fetched once the first screen has
// had time to show, so the first click on a loan renders at once instead of suspending.
const LOAN_PAGE_PRELOAD_DELAY_MS = 1500;
const preloadForRole = (role: string, queryClient: QueryClient) => {
  // Borrowers and brokers land on /personal: its code and the calls of its 'What to do now' list
  // are asked for with the user, not after the page has loaded and rendered (issue 21, phone).
  if (role !== 'admin') {
    void PersonalPage.preload().catch(() => undefined);
    const { pathname, search } = window.location;
    const isOwnArea = (pathname === '/personal' || pathname === '/') && !search.includes('user-email');
    if (isOwnArea) void prefetchPersonalArea(queryClient).catch(() => undefined);
    return undefined;
  }
  const timer = window.setTimeout(
    () => void LoanDetailPage.preload().catch(() => undefined),
    LOAN_PAGE_PRELOAD_DELAY_MS,
  );
  return () => window.clearTimeout(timer);
};

const ADMIN = ['admin'] as const;
const EVERYONE = ['admin', 'borrower', 'broker'] as const;

// Spec 000 §2 and 001 §2: the route table. Admin-only screens sit behind RequireRole(admin);
// /application, /sign-in and /page-not-found are open; anything else goes to /page-not-found.
export const AppRouter = () => (
  <BrowserRouter>
    <Suspense fallback={<Loading minHeight="60vh" />}>
      <Routes>
        <Route path="/sign-in" element={<SignInPage />} />
        <Route path="/set-password" element={<SetPasswordPage />} />
        {/* Public, top bar hidden (spec 000 §2). */}
        <Route path="/application" element={<ApplicationPage />} />
        <Route path="/page-not-found" element={<NotFoundRoute />} />
        {/* Public: a signer's private link is the only key (DESIGN.md §5). */}
        <Route path="/sign/:token" element={<SignPage />} />
        {/* Public: the sponsor link's signed, expiring token is the key (GET /loan/{id}/get-sponsor-link). */}
        <Route path="/sponsor/:token" element={<SponsorPage />} />
        <Route element={<RequireSession />}>
          <Route element={<AppLayout onSignedIn={preloadForRole} />}>
            <Route element={<RequireRole roles={EVERYONE} />}>
              <Route index element={<RoleRedirect />} />
              <Route
                path="/personal"
                element={
                  <PersonalSlotContext.Provider value={PERSONAL_SLOT}>
                    <PersonalPage />
                  </PersonalSlotContext.Provider>
                }
              />
              <Route path="/personal/application/:activityId" element={<WizardPage />} />
              <Route path="/plaid/:id" element={<PlaidPage />} />
            </Route>
            <Route element={<RequireRole roles={ADMIN} />}>
              <Route path="/dashboard" element={<DashboardPage />} />
              <Route path="/requests" element={<DashboardPage />} />
              <Route
                path="/loan/:id"
                element={
                  <ExtraLoanTabsContext.Provider value={LOAN_TABS}>
                    <LoanDetailPage />
                    <LoanOverlays />
                  </ExtraLoanTabsContext.Provider>
                }
              />
              <Route
                path="/portfolio/:filter?"
                element={
                  <PortfolioSlotContext.Provider value={PORTFOLIO_SLOT}>
                    <PortfolioPage />
                  </PortfolioSlotContext.Provider>
                }
              />
              <Route path="/activities" element={<ActivitiesPage />} />
              <Route path="/statistics" element={<StatisticsPage />} />
              <Route path="/scoring" element={<ScoringPage />} />
              <Route path="/leads" element={<LeadsPage />} />
              <Route path="/outbox" element={<OutboxPage />} />
              <Route path="/policy" element={<PolicyPage />} />
              <Route path="/settings/integrations" element={<IntegrationsPage />} />
              <Route path="/settings/index-rates" element={<IndexRatesPage />} />
              <Route path="/audit" element={<AuditPage />} />
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/page-not-found" replace />} />
      </Routes>
    </Suspense>
  </BrowserRouter>
);
