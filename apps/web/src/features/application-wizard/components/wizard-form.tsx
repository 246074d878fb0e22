import { Alert, Anchor, Button, Card, Container, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { WIZARD_SECTIONS, messages } from '@lending/domain';
import { useRef } from 'react';
import { Link } from 'react-router';
import { saveApplicationDraft } from '../api/get-application';
import { useSubmitApplication } from '../api/submit-application';
import { clearWizardPage, draftOf, useWizardPage, valuesFromDraft } from '../hooks/use-wizard-storage';
import { SECTION_TITLES } from '../utils/wizard-content';
import { validateSection, type WizardValues } from '../utils/wizard-values';
import { EntitySection, SponsorSection } from './sections-identity';
import { ConsentSection, DocumentsSection, QuestionsSection } from './sections-final';
import { ExperienceSection, PropertySection, RehabSection } from './sections-property';

type Props = {
  activityId: string;
  userEmail: string | null;
  draft: Record<string, unknown>;
  version: number;
};

/** The wizard itself: 'Section n / 8', PREV and NEXT, each section checked before leaving it. */
export const WizardForm = ({ activityId, userEmail, draft, version }: Props) => {
  const [page, setPage] = useWizardPage(activityId);
  // Draft saves go one after another, each with the version the previous one answered.
  const saved = useRef({ version, queue: Promise.resolve() });
  const submit = useSubmitApplication();
  // Uncontrolled (issue 23): a text input keeps its own text and a keystroke re-renders nothing;
  // the wizard re-renders when a value is set from code (choices, uploads, counts) or a message changes.
  const form = useForm<WizardValues>({ mode: 'uncontrolled', initialValues: valuesFromDraft(draft) });

  const check = (section: number): boolean => {
    const errors = validateSection(section, form.getValues());
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  };

  const next = () => {
    if (!check(page)) return;
    // The draft is kept on the server so a reload (or another device) continues here.
    const values = draftOf(form.getValues());
    saved.current.queue = saved.current.queue
      .then(async () => {
        const answer = await saveApplicationDraft(activityId, values, userEmail, saved.current.version);
        saved.current.version = answer.version;
      })
      .catch(() => undefined);
    window.scrollTo({ top: 0 });
    setPage(Math.min(page + 1, WIZARD_SECTIONS));
  };

  const previous = () => {
    form.clearErrors();
    setPage(Math.max(page - 1, 1));
  };

  const onSubmit = () => {
    for (let section = 1; section <= WIZARD_SECTIONS; section += 1) {
      if (!check(section)) return setPage(section);
    }
    submit.mutate(
      { activityId, values: form.getValues(), userEmail },
      { onSuccess: () => clearWizardPage(activityId) },
    );
  };

  if (submit.isSuccess) {
    return (
      <Container size="sm" py="xl">
        <Card withBorder p="xl" radius="md">
          <Stack align="center" gap="md">
            <Title order={1} size="h3">
              Your application was submitted
            </Title>
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
              <Title order={1} size="h3">
                {SECTION_TITLES[page - 1]}
              </Title>
              <Text c="dimmed" fw={500} data-testid="wizard-section">
                Section {page} / {WIZARD_SECTIONS}
              </Text>
            </Group>
            <Progress
              value={(page / WIZARD_SECTIONS) * 100}
              size="sm"
              aria-label={`Section ${page} of ${WIZARD_SECTIONS}`}
            />
          </Stack>
          {page === 1 && <SponsorSection form={form} activityId={activityId} userEmail={userEmail} />}
          {page === 2 && <EntitySection form={form} />}
          {page === 3 && <PropertySection form={form} />}
          {page === 4 && <RehabSection form={form} />}
          {page === 5 && <ExperienceSection form={form} />}
          {page === 6 && <QuestionsSection form={form} />}
          {page === 7 && <DocumentsSection form={form} activityId={activityId} userEmail={userEmail} />}
          {page === 8 && <ConsentSection form={form} />}
          {submit.isError && <Alert color="red">{submit.error.message || messages.somethingWentWrong}</Alert>}
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
