import '@mantine/dates/styles.css';
import { Alert, Box, Button, Card, Container, Group, Stack } from '@mantine/core';
import { messages, prequalSchema } from '@lending/domain';
import { IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useSubmitPrequal } from '../api/submit-prequal';
import { BorrowerStep } from '../components/borrower-step';
import { PrequalHeader } from '../components/prequal-header';
import { PrequalStepper } from '../components/prequal-stepper';
import { PropertyStep } from '../components/property-step';
import { SubmissionStatus } from '../components/submission-status';
import { usePrequalForm } from '../hooks/use-prequal-form';
import { newIdempotencyKey } from '../utils/idempotency-key';

/** /application: the public pre-qualification form (002 §2.1, §5), no top bar, no sign-in. */
export const ApplicationPage = () => {
  const api = usePrequalForm();
  const { form, validateStep, stepErrors, addProperty } = api;
  const submit = useSubmitPrequal();
  const [step, setStep] = useState(0);
  const [hasFailed, setHasFailed] = useState(false);
  const idempotencyKey = useRef(newIdempotencyKey());
  const isSubmitting = useRef(false);
  const propertyCount = form.getValues().properties.length;
  const lastStep = propertyCount;

  const goTo = (target: number) => {
    window.scrollTo({ top: 0 });
    setStep(target);
  };

  // Forward moves are blocked while a step in between has errors (002 §2.1).
  const onStepClick = (target: number) => {
    if (target <= step) {
      form.clearErrors();
      return goTo(target);
    }
    for (let current = step; current < target; current += 1) {
      if (!validateStep(current)) return goTo(current);
    }
    goTo(target);
  };

  const onAddProperty = () => {
    if (!validateStep(step)) return;
    addProperty();
    goTo(propertyCount + 1);
  };

  const onRemoveProperty = (index: number) => {
    api.removeProperty(index);
    goTo(Math.min(step, propertyCount - 1));
  };

  const onSubmit = () => {
    if (isSubmitting.current) return;
    for (let current = 0; current <= lastStep; current += 1) {
      if (Object.keys(stepErrors(current)).length > 0) {
        validateStep(current);
        return goTo(current);
      }
    }
    const parsed = prequalSchema.safeParse(form.getValues());
    if (!parsed.success) return form.validate();
    isSubmitting.current = true;
    setHasFailed(false);
    submit.mutate(
      { values: parsed.data, idempotencyKey: idempotencyKey.current },
      {
        onError: (error) => {
          isSubmitting.current = false;
          setHasFailed(true);
          // The server checks the same rules (and the address with its geocoder): show its messages.
          if (error instanceof ApiError && error.body.details) {
            form.setErrors(
              Object.fromEntries(error.body.details.map((detail) => [detail.path, detail.message])),
            );
          }
        },
      },
    );
  };

  const screen = submit.isPending ? 'loading' : submit.isSuccess ? 'success' : 'form';

  return (
    <Box bg="gray.0" mih="100vh" py={{ base: 'sm', sm: 'xl' }}>
      <Container size="md" px={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <PrequalHeader />
          <Card withBorder radius="md" p={{ base: 'sm', sm: 'xl' }}>
            {screen !== 'form' ? (
              <SubmissionStatus state={screen} />
            ) : (
              <Stack gap="lg">
                <PrequalStepper active={step} propertyCount={propertyCount} onStepClick={onStepClick} />
                {hasFailed && (
                  <Alert color="red" role="alert">
                    {messages.formFailed}
                  </Alert>
                )}
                {step === 0 ? (
                  <BorrowerStep api={api} />
                ) : (
                  <PropertyStep api={{ ...api, removeProperty: onRemoveProperty }} index={step - 1} />
                )}
                <Group justify="space-between" gap="xs">
                  <Button variant="default" onClick={() => onStepClick(step - 1)} disabled={step === 0}>
                    Back
                  </Button>
                  <Group gap="xs">
                    {step > 0 && (
                      <Button variant="light" leftSection={<IconPlus size={14} />} onClick={onAddProperty}>
                        Add property
                      </Button>
                    )}
                    {step < lastStep ? (
                      <Button onClick={() => onStepClick(step + 1)}>Next</Button>
                    ) : (
                      <Button onClick={onSubmit} disabled={submit.isPending}>
                        Submit
                      </Button>
                    )}
                  </Group>
                </Group>
              </Stack>
            )}
          </Card>
        </Stack>
      </Container>
    </Box>
  );
};
