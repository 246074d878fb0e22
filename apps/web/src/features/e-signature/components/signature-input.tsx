import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import SignaturePad from 'signature_pad';
import { useEffect, useRef, useState } from 'react';

export type SignatureValue = { kind: 'drawn'; image: string } | { kind: 'typed'; name: string } | null;

type Props = { defaultName: string; onChange: (value: SignatureValue) => void };

const WIDTH = 460;
const HEIGHT = 150;

// Draw (a canvas with signature_pad) or type the signature; empty means no signature yet.
export const SignatureInput = ({ defaultName, onChange }: Props) => {
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const [typed, setTyped] = useState(defaultName);
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);

  useEffect(() => {
    if (mode !== 'draw' || !canvas.current) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.current.width = WIDTH * ratio;
    canvas.current.height = HEIGHT * ratio;
    canvas.current.getContext('2d')!.scale(ratio, ratio);
    const instance = new SignaturePad(canvas.current, { penColor: '#0d1a59' });
    instance.addEventListener('endStroke', () =>
      onChange(instance.isEmpty() ? null : { kind: 'drawn', image: instance.toDataURL('image/png') }),
    );
    pad.current = instance;
    onChange(null);
    return () => {
      instance.off();
      pad.current = null;
    };
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
          <Paper withBorder radius="sm" w={WIDTH} maw="100%" style={{ touchAction: 'none' }}>
            <canvas
              ref={canvas}
              aria-label="Signature pad"
              data-testid="signature-pad"
              style={{
                width: WIDTH,
                maxWidth: '100%',
                height: HEIGHT,
                display: 'block',
                cursor: 'crosshair',
              }}
            />
          </Paper>
          <Group justify="space-between" w={WIDTH} maw="100%">
            <Text size="xs" c="dimmed">
              Draw your signature above
            </Text>
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={() => {
                pad.current?.clear();
                onChange(null);
              }}
            >
              Clear
            </Button>
          </Group>
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
