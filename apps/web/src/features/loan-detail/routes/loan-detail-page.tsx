import { Alert, Grid, Stack } from '@mantine/core';
import { lazy, Suspense, useCallback, useDeferredValue, useState } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorWithRefetch } from '../../../components/error-with-refetch';
import { Loading } from '../../../components/loading';
import { ApiError } from '../../../lib/api-client';
import { useLoan } from '../api/get-loan';
import { ActivitiesCard } from '../components/activities-card';
import { ActivityPanelContext, type ActivityPanel } from '../components/activity-panel';
import { InsightsSection } from '../components/insights-section';
import { LoanBanner } from '../components/loan-banner';
import { LoanHeader } from '../components/loan-header';
import { LoanTabsSkeleton } from '../components/loan-tabs-skeleton';
import { PeopleSection } from '../components/people-section';
import { RequestDetailsCard } from '../components/request-details-card';
import { ScoreCard } from '../components/score-card';
import { StatusSection } from '../components/status-section';
import { StoryCard } from '../components/story-card';

// Leaflet is large: the map is its own chunk, loaded after the page (issue 3, speed).
const PropertyMap = lazy(() => import('../components/property-map'));
// Issue 21, phone: the tabs sit below the first screen and carry the documents' code (upload,
// drop zone, file panel): their own chunk, fetched while the first screen paints.
const LoanTabs = lazy(async () => ({ default: (await import('../components/loan-tabs')).LoanTabs }));
// Opened from an activity's menu only: its form and document values are not on the first screen.
const CustomDocumentPanel = lazy(async () => ({
  default: (await import('../components/custom-document-panel')).CustomDocumentPanel,
}));

// Route /loan/:id, where id is the loan's human_id (spec 001 §2, 002 §2.4). Everything on the
// page comes from the server, so a reload shows the same state.
export const LoanDetailPage = () => {
  const { id = '' } = useParams();
  const { data: loan, isLoading, error, refetch } = useLoan(id);
  // The opened activity panel belongs to one loan: another loan's page starts with the panels.
  const [panel, setPanel] = useState<(ActivityPanel & { loan: string }) | null>(null);
  const openPanel = useCallback((opened: ActivityPanel) => setPanel({ ...opened, loan: id }), [id]);
  const closePanel = useCallback(() => setPanel(null), []);
  // Issue 21, phone LCP: the header, the banner and the map's place (the first screen on a phone)
  // paint first; the people cards and the right column (status, activities, details, score, tabs)
  // render right after, in a background render, below or beside them so nothing painted moves.
  const isRestShown = useDeferredValue(loan !== undefined, false);

  if (isLoading) return <Loading minHeight="60vh" />;
  if (error instanceof ApiError && error.status === 404) return <EmptyState text="Loan not found" />;
  if (error || !loan) return <ErrorWithRefetch onRetry={() => refetch()} />;

  return (
    <ActivityPanelContext.Provider value={openPanel}>
      <Stack gap="md" p="md" data-testid="loan-detail-page">
        <LoanHeader loan={loan} />
        {loan.archived && (
          <Alert color="yellow" variant="light" title="Archived" data-testid="archived-banner">
            This loan is archived. Restore it to make it active again.
          </Alert>
        )}
        <LoanBanner loan={loan} />
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Stack gap="md">
              <Suspense fallback={<Loading minHeight={220} />}>
                <PropertyMap properties={loan.properties} />
              </Suspense>
              {/* Below the map, nothing under it in its column: it joins the background render. */}
              {isRestShown && <PeopleSection loan={loan} />}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            {!isRestShown ? null : panel?.loan === id ? (
              <Suspense fallback={<Loading minHeight={400} />}>
                <CustomDocumentPanel activity={panel.activity} title={panel.title} onClose={closePanel} />
              </Suspense>
            ) : (
              <Stack gap="md">
                <StatusSection loanId={loan.id} />
                <Grid gutter="md">
                  <Grid.Col span={{ base: 12, lg: 7 }}>
                    <Stack gap="md">
                      <ActivitiesCard loanId={loan.id} loanState={loan.status.state} />
                      <RequestDetailsCard loan={loan} />
                    </Stack>
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, lg: 5 }}>
                    <Stack gap="md">
                      <ScoreCard loan={loan} />
                      <StoryCard loan={loan} />
                      <InsightsSection insights={loan.insights} />
                    </Stack>
                  </Grid.Col>
                </Grid>
                <Suspense fallback={<LoanTabsSkeleton />}>
                  <LoanTabs loanId={loan.id} spreadsheetId={loan.spreadsheet_id} loan={loan} />
                </Suspense>
              </Stack>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </ActivityPanelContext.Provider>
  );
};
