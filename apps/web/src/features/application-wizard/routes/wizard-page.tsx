import '@mantine/dates/styles.css';
import { Alert, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorWithRefetch } from '../../../components/error-with-refetch';
import { Loading } from '../../../components/loading';
import { getTokenEmail } from '../../../lib/session';
import { useLoggedInUser } from '../../../lib/current-user';
import { useApplication } from '../api/get-application';
import { ApplicationReadOnly } from '../components/application-read-only';
import { WizardForm } from '../components/wizard-form';

export const SubmittedNotice = ({ title }: { title: string }) => (
  <Container size="sm" py="xl">
    <Card withBorder p="xl" radius="md">
      <Stack align="center" gap="md">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text c="dimmed" ta="center">
          Thank you. Our team will review your application and contact you.
        </Text>
        <Button component={Link} to="/personal">
          Back to my personal area
        </Button>
      </Stack>
    </Card>
  </Container>
);

/** /personal/application/:activityId: the 8-section loan application (002 §2.2). */
export const WizardPage = () => {
  const { activityId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const userEmail = searchParams.get('user-email');
  const application = useApplication(activityId, userEmail);
  const isStaff = useLoggedInUser(getTokenEmail()).data?.role === 'admin';

  if (application.isPending) return <Loading />;
  if (application.isError) {
    return application.error.message ? (
      <Alert color="red" maw={560} mx="auto" mt="xl">
        {application.error.message}
      </Alert>
    ) : (
      <ErrorWithRefetch onRetry={() => void application.refetch()} />
    );
  }
  if (application.data.submitted_epoch !== null || application.data.state === 'done') {
    // Staff read the submitted answers and files (issue 8 item 9); the borrower sees the notice.
    if (isStaff) return <ApplicationReadOnly record={application.data} userEmail={userEmail} />;
    return <SubmittedNotice title="Your application was submitted" />;
  }
  return (
    <WizardForm
      activityId={activityId}
      userEmail={userEmail}
      draft={application.data.data}
      version={application.data.version}
    />
  );
};
