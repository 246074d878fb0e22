import { Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SignatureCanvas } from '../../../components/signature-canvas';

export type SignatureValue = { kind: 'drawn'; image: string } | { kind: 'typed'; name: string } | null;

type Props = { defaultName: string; onChange: (value: SignatureValue) => void };

const WIDTH = 460;
const HEIGHT = 150;

// Draw (the app's signature canvas) or type the signature; empty means no signature yet.
export const SignatureInput = ({ defaultName, onChange }: Props) => {
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const [typed, setTyped] = useState(defaultName);
  // A new drawing starts empty: switching to Draw clears the signature until the first stroke.
  useEffect(() => {
    if (mode === 'draw') onChange(null);
  }, [mode, onChange]);

  useEffect(() => {
    if (mode === 'type') onChange(typed.trim() ? { kind: 'typed', name: typed.trim() } : null);
  }, [mode, typed, onChange]);

  return (
    <Stack gap="xs">
      <SegmentedControl
        value={mode}
        onChange={(value) => setMode(value as 'draw' | 'type')}
        data={[
          { value: 'draw', label: 'Draw' },
          { value: 'type', label: 'Type' },
        ]}
        w={220}
      />
      {mode === 'draw' ? (
        <Stack gap={4}>
          <SignatureCanvas
            onChange={(image) => onChange(image ? { kind: 'drawn', image } : null)}
            width={WIDTH}
            height={HEIGHT}
            penColor="#0d1a59"
            caption="Draw your signature above"
            label="Signature pad"
            testId="signature-pad"
          />
        </Stack>
      ) : (
        <Stack gap={4} w={WIDTH} maw="100%">
          <TextInput
            label="Type your name"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          <Paper withBorder radius="sm" p="sm">
            <Text
              style={{ fontFamily: '"Brush Script MT", "Segoe Script", cursive', fontSize: 30 }}
              c="#0d1a59"
            >
              {typed || ' '}
            </Text>
          </Paper>
        </Stack>
      )}
    </Stack>
  );
};
