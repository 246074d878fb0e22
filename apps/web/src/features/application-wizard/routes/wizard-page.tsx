import '@mantine/dates/styles.css';
import { Alert, Anchor, Button, Card, Container, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { WIZARD_SECTIONS } from '@lending/domain';
import { Link, useParams } from 'react-router';
import { useSubmitApplication } from '../api/submit-application';
import { EntitySection, SponsorSection } from '../components/sections-identity';
import { ConsentSection, DocumentsSection, QuestionsSection } from '../components/sections-final';
import { ExperienceSection, PropertySection, RehabSection } from '../components/sections-property';
import { clearWizardStorage, readDraft, saveDraft, useWizardPage } from '../hooks/use-wizard-storage';
import { SECTION_TITLES } from '../utils/wizard-content';
import { validateSection, type WizardValues } from '../utils/wizard-values';

/** /personal/application/:activityId: the 8-section loan application (002 §2.2). */
export const WizardPage = () => {
  const { activityId = '' } = useParams();
  const [page, setPage] = useWizardPage(activityId);
  const submit = useSubmitApplication();
  const form = useForm<WizardValues>({
    initialValues: readDraft(activityId),
    onValuesChange: (values) => saveDraft(activityId, values),
  });

  const check = (section: number): boolean => {
    const errors = validateSection(section, form.values);
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  };

  const next = () => {
    if (!check(page)) return;
    window.scrollTo({ top: 0 });
    setPage(Math.min(page + 1, WIZARD_SECTIONS));
  };

  const previous = () => {
    form.clearErrors();
    setPage(Math.max(page - 1, 1));
  };

  const onSubmit = () => {
    // Every section must hold; jump to the first one that does not.
    for (let section = 1; section <= WIZARD_SECTIONS; section += 1) {
      if (!check(section)) {
        setPage(section);
        return;
      }
    }
    submit.mutate({ activityId, values: form.values }, { onSuccess: () => clearWizardStorage(activityId) });
  };

  if (submit.isSuccess) {
    return (
      <Container size="sm" py="xl">
        <Card withBorder p="xl" radius="md">
          <Stack align="center" gap="md">
            <Title order={3}>Your application was submitted</Title>
            <Text c="dimmed" ta="center">
              Thank you. Our team will review it and contact you.
            </Text>
            <Button component={Link} to="/personal">
              Back to my personal area
            </Button>
          </Stack>
        </Card>
      </Container>
    );
  }

  return (
    <Container size="md" px={0}>
        <Card withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Anchor component={Link} to="/personal" size="sm">
                Back to my personal area
              </Anchor>
              <Group justify="space-between" align="baseline">
                <Title order={3}>{SECTION_TITLES[page - 1]}</Title>
                <Text c="dimmed" fw={500} data-testid="wizard-section">
                  Section {page} / {WIZARD_SECTIONS}
                </Text>
              </Group>
              <Progress value={(page / WIZARD_SECTIONS) * 100} size="sm" />
            </Stack>
            {page === 1 && <SponsorSection form={form} activityId={activityId} />}
            {page === 2 && <EntitySection form={form} />}
            {page === 3 && <PropertySection form={form} />}
            {page === 4 && <RehabSection form={form} />}
            {page === 5 && <ExperienceSection form={form} />}
            {page === 6 && <QuestionsSection form={form} />}
            {page === 7 && <DocumentsSection form={form} activityId={activityId} />}
            {page === 8 && <ConsentSection form={form} />}
            {submit.isError && <Alert color="red">{submit.error.message || 'Something went wrong'}</Alert>}
            <Group justify="space-between">
              <Button variant="default" onClick={previous} disabled={page === 1}>
                PREV
              </Button>
              {page < WIZARD_SECTIONS ? (
                <Button onClick={next}>NEXT</Button>
              ) : (
                <Button onClick={onSubmit} loading={submit.isPending}>
                  SUBMIT
                </Button>
              )}
            </Group>
          </Stack>
        </Card>
    </Container>
  );
};
