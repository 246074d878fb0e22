import { Button, Group, Paper, Text } from '@mantine/core';
import SignaturePad from 'signature_pad';
import { useEffect, useRef, type ReactNode } from 'react';

type Props = {
  /** A PNG data URL after each stroke; null once cleared. */
  onChange: (image: string | null) => void;
  /** CSS pixels; the container's width when absent. */
  width?: number;
  height?: number;
  penColor?: string;
  /** Shown left of Clear: a hint, or the field's error. */
  caption?: ReactNode;
  isInvalid?: boolean;
  label: string;
  testId: string;
};

// The one drawn signature of the app (the application wizard's consent, the public signing page):
// a canvas run by signature_pad, sharp on high-density screens, with a Clear button.
export const SignatureCanvas = ({
  onChange,
  width,
  height = 150,
  penColor = '#1a1b1e',
  caption,
  isInvalid = false,
  label,
  testId,
}: Props) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  // The latest callback, so a parent's new function each render does not restart the pad.
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    // The backing store matches the displayed size, so strokes land under the pointer.
    const ratio = window.devicePixelRatio || 1;
    element.width = element.clientWidth * ratio;
    element.height = element.clientHeight * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const instance = new SignaturePad(element, { penColor });
    instance.addEventListener('endStroke', () =>
      changed.current(instance.isEmpty() ? null : instance.toDataURL('image/png')),
    );
    pad.current = instance;
    return () => {
      instance.off();
      pad.current = null;
    };
  }, [penColor]);

  const clear = () => {
    pad.current?.clear();
    changed.current(null);
  };

  return (
    <>
      <Paper
        withBorder
        radius="sm"
        w={width ?? '100%'}
        maw="100%"
        style={{
          touchAction: 'none',
          overflow: 'hidden',
          ...(isInvalid ? { borderColor: 'var(--mantine-color-red-6)' } : {}),
        }}
      >
        <canvas
          ref={canvas}
          aria-label={label}
          data-testid={testId}
          style={{ width: '100%', height, display: 'block', cursor: 'crosshair', background: 'white' }}
        />
      </Paper>
      <Group justify="space-between" w={width ?? '100%'} maw="100%">
        <Text size="xs" c={isInvalid ? 'red' : 'dimmed'}>
          {caption}
        </Text>
        <Button variant="subtle" size="compact-xs" onClick={clear}>
          Clear
        </Button>
      </Group>
    </>
  );
};
