import { Group, Radio, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { EXPLANATION_MAX_CHARS } from '@lending/domain';
import { useState } from 'react';
import { CONSENT_TEXT, CREDIT_QUESTIONS, DOCUMENT_SLOTS } from '../utils/wizard-content';
import { ConsentBox } from './consent-box';
import { SignaturePad } from './signature-pad';
import type { UploadSectionProps, WizardForm } from './wizard-form-type';
import { WizardUploadField } from './wizard-upload-field';

/** An explanation with its live count; a keystroke re-renders this field only (issue 23). */
const Explanation = ({ form, path }: { form: WizardForm; path: string }) => {
  const input = form.getInputProps(path);
  const [length, setLength] = useState(String(input.defaultValue ?? '').length);
  return (
    <Textarea
      label="Explanation"
      withAsterisk
      autosize
      minRows={2}
      maxLength={EXPLANATION_MAX_CHARS}
      description={`${length} / ${EXPLANATION_MAX_CHARS}`}
      {...input}
      onChange={(event) => {
        setLength(event.currentTarget.value.length);
        input.onChange(event);
      }}
    />
  );
};

/** Section 6: yes/no credit and legal questions, each with an explanation (at most 5000). */
export const QuestionsSection = ({ form }: { form: WizardForm }) => {
  return (
    <Stack gap="md">
      {CREDIT_QUESTIONS.map(({ key, label }) => {
        const question = form.values.questions[key];
        return (
          <Stack key={key} gap={4}>
            <Radio.Group
              label={label}
              withAsterisk
              value={question.answer}
              error={form.errors[`questions.${key}.answer`]}
              onChange={(value) => form.setFieldValue(`questions.${key}.answer`, value as 'yes' | 'no')}
            >
              <Group mt={4}>
                <Radio value="yes" label="Yes" />
                <Radio value="no" label="No" />
              </Group>
            </Radio.Group>
            {question.answer === 'yes' && <Explanation form={form} path={`questions.${key}.explanation`} />}
          </Stack>
        );
      })}
    </Stack>
  );
};

/** Section 7: six document uploads. */
export const DocumentsSection = ({ form, activityId, userEmail }: UploadSectionProps) => {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {DOCUMENT_SLOTS.map(({ key, label }) => (
        <WizardUploadField
          key={key}
          label={label}
          activityId={activityId}
          userEmail={userEmail}
          value={form.values.documents[key]}
          onChange={(value) => form.setFieldValue(`documents.${key}`, value)}
          error={form.errors[`documents.${key}`] as string | undefined}
          testId={`upload-${key}`}
        />
      ))}
    </SimpleGrid>
  );
};

/** Section 8: consent and OFAC text, the affirmation (after a full scroll) and the signature. */
export const ConsentSection = ({ form }: { form: WizardForm }) => {
  return (
    <Stack gap="md">
      <ConsentBox
        text={CONSENT_TEXT}
        checked={form.values.consent.affirmed}
        onChange={(checked) => form.setFieldValue('consent.affirmed', checked)}
        error={form.errors['consent.affirmed'] as string | undefined}
      />
      <SignaturePad
        onChange={(dataUrl) => form.setFieldValue('consent.signature', dataUrl)}
        error={form.errors['consent.signature'] as string | undefined}
      />
    </Stack>
  );
};
