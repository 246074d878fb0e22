// Every screen for every role, on a desktop (1440x900) and a phone (390x844), scanned with axe-core
// (issue 21, WCAG 2.2 AA): no critical or serious violation, and an h1 on every screen. One
// browser, one context per role signed in once; the phone size reuses the same sign-in.
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, screenshot, signIn, type DemoRole } from './support/browser';

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A screen: where to go, and what to do there before the scan (open a tab, a popover...). */
type Screen = { name: string; path: () => string; prepare?: (page: Page) => Promise<void> };

type Finding = {
  screen: string;
  size: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
};

let loanHumanId = '';
let signingPath = '';

// Not 'networkidle': the live notifications stream stays open for as long as the page does.
const settle = async (page: Page) => {
  await page.waitForLoadState('load');
  // Loaders and skeletons gone and the page still for a moment: the screen shows what a person reads.
  await page
    .waitForFunction(
      () => document.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root').length === 0,
      null,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(400);
};

const scan = async (page: Page, screen: string, size: string): Promise<Finding[]> => {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const findings: Finding[] = result.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => ({
      screen,
      size,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => {
        // Contrast failures carry their colours: what to change in the theme is in the report.
        const data = node.any[0]?.data as {
          fgColor?: string;
          bgColor?: string;
          contrastRatio?: number;
        } | null;
        const colours = data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : '';
        return `${node.target.join(' ')}${colours}`;
      }),
    }));
  const h1 = await page.locator('h1').count();
  if (h1 === 0)
    findings.push({ screen, size, rule: 'h1', impact: 'serious', help: 'The screen has no h1', targets: [] });
  return findings;
};

const visit = async (
  page: Page,
  screens: Screen[],
  label: string,
  sizes: readonly (typeof SIZES)[number][] = SIZES,
): Promise<Finding[]> => {
  const findings: Finding[] = [];
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const screen of screens) {
      await page.goto(screen.path());
      await settle(page);
      if (screen.prepare) {
        await screen.prepare(page);
        await settle(page);
      }
      findings.push(...(await scan(page, screen.name, size.name)));
      await screenshot(page, `a11y-${label}-${screen.name}-${size.name}`);
    }
  }
  return findings;
};

const report = (findings: Finding[]) =>
  findings
    .map((f) => `${f.size} ${f.screen}: [${f.impact}] ${f.rule} (${f.help}) ${f.targets.join(' | ')}`)
    .join('\n');

/** Signs in and records, on the way to the role's first screen, every console error and 4xx. */
const signedIn = async (role: DemoRole): Promise<{ page: Page; problems: string[] }> => {
  const { context, page } = await newPage(browser, app.baseUrl);
  contexts.push(context);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && response.status() < 500)
      problems.push(
        `${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`,
      );
  });
  await signIn(page, role);
  await page.waitForURL((url) => url.pathname !== '/');
  await settle(page);
  return { page, problems: [...problems] };
};

const clickTab = (name: string) => async (page: Page) => {
  await page.getByRole('tab', { name }).click();
};

/**
 * Opens a dialog with its trigger (a button's name, or a test id) and waits for it: the scan then
 * covers the open dialog over its screen (issue 21: every dialog a user can open is scanned).
 */
const openDialog =
  (trigger: string | RegExp) =>
  async (page: Page): Promise<void> => {
    await page
      .getByRole('button', { name: trigger, exact: typeof trigger === 'string' })
      .first()
      .click();
    await page.getByRole('dialog').last().waitFor();
  };

/** Every dialog of a screen as screens of its own (scanned on the desktop size). */
const dialogsOf = (screen: string, path: () => string, triggers: [string, string | RegExp][]): Screen[] =>
  triggers.map(([name, trigger]) => ({
    name: `${screen}-dialog-${name}`,
    path,
    prepare: openDialog(trigger),
  }));

const openFirstLoanCard = async (page: Page) => {
  const card = page.getByTestId('loan-card').first();
  await card.waitFor();
  const toggle = card.getByRole('button', { expanded: false }).first();
  if (await toggle.count()) await toggle.click();
};

/** The wizard of the first application the person can fill, reached from their personal area. */
const wizardPath = async (page: Page): Promise<string | null> => {
  await page.goto('/personal');
  await settle(page);
  const link = page.locator('a[href^="/personal/application/"]').first();
  return (await link.count()) ? await link.getAttribute('href') : null;
};

beforeAll(async () => {
  // A loaded shared machine can take minutes to migrate and seed a fresh database.
  app = await startApp({ readyTimeoutMs: 360_000 });
  browser = await launchBrowser();
  const loan = await app.query<{ human_id: string }>(
    `select l.human_id from loans l where l.status = 'Preliminary' and l.archived = false
       and exists (select 1 from activities a where a.loan_id = l.id and a.activity_type = 'term-sheet' and a.state = 'new')
     order by l.human_id limit 1`,
  );
  loanHumanId = loan.rows[0]!.human_id;
}, 420_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await app?.stop();
});

describe('accessibility: axe-core, no critical or serious violation, an h1 on every screen', () => {
  it('admin: every staff screen, desktop and phone', async () => {
    const { page, problems } = await signedIn('admin');
    expect.soft(problems, 'console errors and 4xx on the first load').toEqual([]);
    const loanTab = (tab: string): Screen => ({
      name: `loan-${tab.toLowerCase().replace(/\s+/g, '-')}`,
      path: () => `/loan/${loanHumanId}`,
      prepare: clickTab(tab),
    });
    const screens: Screen[] = [
      { name: 'dashboard', path: () => '/dashboard' },
      { name: 'requests', path: () => '/requests' },
      loanTab('From The Borrower'),
      loanTab('Data Analysis'),
      loanTab('System Documents'),
      loanTab('External Data'),
      { name: 'portfolio', path: () => '/portfolio' },
      { name: 'activities', path: () => '/activities' },
      { name: 'leads', path: () => '/leads' },
      { name: 'statistics', path: () => '/statistics' },
      { name: 'scoring', path: () => '/scoring' },
      { name: 'policy', path: () => '/policy' },
      { name: 'outbox', path: () => '/outbox' },
      { name: 'audit', path: () => '/audit' },
      {
        name: 'notifications',
        path: () => '/dashboard',
        prepare: async (p) => {
          await p.getByRole('button', { name: 'Notifications' }).click();
          await p.getByTestId('notifications-dropdown').waitFor();
        },
      },
    ];
    const findings = await visit(page, screens, 'admin');

    // A signing page for the public scan: staff send the loan's generated term sheet.
    const activity = await app.query<{ id: string }>(
      `select a.id from activities a join loans l on l.id = a.loan_id
        where l.human_id = $1 and a.activity_type = 'term-sheet' limit 1`,
      [loanHumanId],
    );
    const activityId = activity.rows[0]!.id;
    const signingMail = () =>
      app.query<{ text: string }>(
        'select text from outbox where "to" = $1 order by created_at desc limit 1',
        ['sam.signer@example.com'],
      );
    // A second attempt of this test finds the term sheet already sent: it reuses that signing link.
    const status =
      (await signingMail()).rows.length > 0
        ? [true, true]
        : await page.evaluate(async (id) => {
            const headers = {
              authorization: `Bearer ${window.localStorage.getItem('lending.token') ?? ''}`,
              'content-type': 'application/json',
            };
            const generated = await fetch(`/api/term-sheet/${id}/generate`, { method: 'POST', headers });
            const sent = await fetch(`/api/activity/${id}/request-signature`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ recipients: [{ name: 'Sam Signer', email: 'sam.signer@example.com' }] }),
            });
            return [generated.ok, sent.ok];
          }, activityId);
    expect(status).toEqual([true, true]);
    const mail = await signingMail();
    signingPath = new URL(mail.rows[0]!.text.match(/https?:\/\/\S+\/sign\/[A-Za-z0-9_-]{43}/)![0]).pathname;

    expect.soft(findings, report(findings)).toEqual([]);
  }, 600_000);

  // Its own test: the screens above fill the admin test's time on a loaded machine.
  it('admin: every dialog of the scanned staff screens, open, desktop', async () => {
    const { page } = await signedIn('admin');
    const dialogs: Screen[] = [
      ...dialogsOf('loan', () => `/loan/${loanHumanId}`, [
        ['files', 'Loan documents'],
        ['sponsor-link', 'Sponsor link'],
        ['new-contact', 'New'],
        ['link-contacts', 'Link contacts'],
        ['link-borrowers', 'Link borrowers'],
        ['request-documents', 'Request Documents'],
        ['edit-property', /^Edit /],
      ]),
      ...dialogsOf('activities', () => '/activities', [['add-activity', 'Add Activity']]),
      ...dialogsOf('scoring', () => '/scoring', [
        ['new-rule', 'Add rule'],
        ['new-variable', 'Add variable'],
        ['preview', 'Preview'],
      ]),
    ];
    const findings = await visit(page, dialogs, 'admin-dialog', [SIZES[0]]);
    expect.soft(findings, report(findings)).toEqual([]);
  }, 420_000);

  for (const role of ['borrower', 'broker'] as const) {
    it(`${role}: personal area, a loan, the application wizard, desktop and phone`, async () => {
      const { page, problems } = await signedIn(role);
      expect.soft(problems, 'console errors and 4xx on the first load').toEqual([]);
      const wizard = await wizardPath(page);
      const screens: Screen[] = [
        { name: 'personal', path: () => '/personal' },
        { name: 'personal-loan', path: () => '/personal', prepare: openFirstLoanCard },
        { name: 'personal-funded', path: () => '/personal#funded' },
        {
          name: 'notifications',
          path: () => '/personal',
          prepare: async (p) => {
            await p.getByRole('button', { name: 'Notifications' }).click();
            await p.getByTestId('notifications-dropdown').waitFor();
          },
        },
      ];
      if (wizard) screens.push({ name: 'wizard', path: () => wizard });
      const findings = await visit(page, screens, role);
      const dialogs = dialogsOf('personal', () => '/personal', [
        ['edit-details', 'Edit details'],
        ['files', /^Files \(/],
        ['upload', /^Upload/],
      ]);
      findings.push(...(await visit(page, dialogs, role, [SIZES[0]])));
      if (role === 'borrower') {
        expect(wizard, 'the borrower has an application to fill').not.toBeNull();
        // On a phone the 'what to do now' list is the first thing after the greeting.
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto('/personal');
        const toDo = page.getByTestId('to-do-now');
        await toDo.waitFor();
        expect((await toDo.boundingBox())!.y).toBeLessThan(844);
        expect(await toDo.getByTestId('personal-activity').count()).toBeGreaterThan(0);
        await screenshot(page, 'a11y-borrower-to-do-now-phone');
      }
      expect.soft(findings, report(findings)).toEqual([]);
    }, 300_000);
  }

  it('offline map: the first load and two loan pages log no console error, no 4xx, ask for no tile', async () => {
    // The server cannot reach the tile server here (no internet): GET /config says so and the
    // browser asks for no tile at all (newPage() would also refuse any OpenStreetMap request).
    const { page, problems } = await signedIn('admin');
    const errors: { text: string; url: string }[] = [];
    const tiles: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push({ text: message.text(), url: message.location().url });
    });
    page.on('pageerror', (error) => errors.push({ text: error.message, url: '' }));
    page.on('request', (request) => {
      if (/tile\.openstreetmap\.org/.test(request.url())) tiles.push(request.url());
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && response.status() < 500)
        problems.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    const loans = await app.query<{ human_id: string }>(
      `select human_id from loans where archived = false order by human_id limit 2`,
    );
    const [first, second] = loans.rows.map((row) => row.human_id) as [string, string];
    await page.goto(`/loan/${first}`);
    const map = page.getByTestId('property-map');
    await map.getByText('Map unavailable offline').waitFor({ timeout: 15_000 });
    expect(await map.getAttribute('data-tiles')).toBe('unavailable');
    expect(await map.getByRole('link').count()).toBeGreaterThan(0);
    await settle(page);
    await screenshot(page, 'a11y-offline-map');
    await page.goto(`/loan/${second}`);
    await page.getByTestId('property-map').getByText('Map unavailable offline').waitFor();
    await settle(page);
    expect(errors, 'console errors on the loan pages of an offline session').toEqual([]);
    expect(tiles, 'tile requests of an offline installation').toEqual([]);
    expect(problems, 'console errors and 4xx from sign-in to the second loan page').toEqual([]);
  }, 120_000);

  it('keyboard only: sign in with Tab and Enter, then reach the main navigation', async () => {
    const { context, page } = await newPage(browser, app.baseUrl);
    contexts.push(context);
    await page.goto('/sign-in');
    await page.getByLabel('Email').waitFor();
    const focusedLabel = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        return (
          element?.getAttribute('aria-label') ??
          element?.labels?.[0]?.textContent ??
          element?.textContent ??
          ''
        );
      });
    // From the top of the page the first stops are the form's fields, in order.
    await page.keyboard.press('Tab');
    expect(await focusedLabel()).toMatch(/Email/);
    await page.keyboard.type('admin@example.com');
    await page.keyboard.press('Tab');
    expect(await focusedLabel()).toMatch(/Password/);
    await page.keyboard.type('demo-password');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await settle(page);
    // The top bar's links come first: a keyboard user reaches the navigation in a few steps.
    const stops: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      stops.push(String(await focusedLabel()).trim());
    }
    expect(stops).toContain('Dashboard');
    await screenshot(page, 'a11y-keyboard-signed-in');
  }, 120_000);

  it('public: sign-in, pre-qualification, a signing page, page not found', async () => {
    const { context, page } = await newPage(browser, app.baseUrl);
    contexts.push(context);
    const screens: Screen[] = [
      { name: 'sign-in', path: () => '/sign-in' },
      { name: 'application', path: () => '/application' },
      { name: 'not-found', path: () => '/page-not-found' },
    ];
    if (signingPath) {
      screens.push({
        name: 'signing',
        path: () => signingPath,
        prepare: async (p) => {
          await p.locator('[data-testid="pdf-pages"] canvas').first().waitFor({ timeout: 20_000 });
        },
      });
    }
    const findings = await visit(page, screens, 'public');
    expect(signingPath, 'the admin scan prepared a signing link').not.toBe('');
    expect.soft(findings, report(findings)).toEqual([]);
  }, 300_000);
});
