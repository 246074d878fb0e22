import { Stack, Text } from '@mantine/core';
import { SignatureCanvas } from '../../../components/signature-canvas';

type Props = {
  /** PNG data URL of the drawing, or '' when empty. */
  onChange: (dataUrl: string) => void;
  error?: string | null;
};

// 002 §2.2 section 8: a signature canvas with a Clear button; an empty canvas is no signature.
export const SignaturePad = ({ onChange, error }: Props) => (
  <Stack gap={4}>
    <Text size="sm" fw={500}>
      Signature <span style={{ color: 'var(--mantine-color-red-6)' }}>*</span>
    </Text>
    <SignatureCanvas
      onChange={(image) => onChange(image ?? '')}
      height={160}
      caption={error}
      isInvalid={Boolean(error)}
      label="Signature"
      testId="signature-canvas"
    />
  </Stack>
);
