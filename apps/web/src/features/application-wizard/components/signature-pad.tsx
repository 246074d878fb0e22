import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

type Props = {
  /** PNG data URL of the drawing, or '' when empty. */
  onChange: (dataUrl: string) => void;
  error?: string | null;
};

// 002 §2.2 section 8: a signature canvas with a Clear button; an empty canvas is no signature.
export const SignaturePad = ({ onChange, error }: Props) => {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const hasInk = useRef(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // Match the backing store to the displayed size so strokes land under the pointer.
    const ratio = window.devicePixelRatio || 1;
    canvas.width = canvas.clientWidth * ratio;
    canvas.height = canvas.clientHeight * ratio;
    const context = canvas.getContext('2d');
    if (!context) return;
    context.scale(ratio, ratio);
    context.lineWidth = 2;
    context.lineCap = 'round';
    context.strokeStyle = '#1a1b1e';
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const onPointerDown = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
    hasInk.current = true;
  };

  const onPointerMove = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    const { x, y } = point(event);
    context?.lineTo(x, y);
    context?.stroke();
  };

  const onPointerUp = () => {
    if (!drawing.current) return;
    drawing.current = false;
    if (hasInk.current && canvasRef.current) onChange(canvasRef.current.toDataURL('image/png'));
  };

  const clear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    hasInk.current = false;
    onChange('');
  };

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Signature <span style={{ color: 'var(--mantine-color-red-6)' }}>*</span>
      </Text>
      <canvas
        ref={canvasRef}
        data-testid="signature-canvas"
        aria-label="Signature"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerLeave={onPointerUp}
        style={{
          width: '100%',
          height: 160,
          touchAction: 'none',
          border: `1px solid ${error ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-gray-4)'}`,
          borderRadius: 8,
          background: 'white',
          cursor: 'crosshair',
        }}
      />
      <Group justify="space-between">
        <Text size="xs" c="red">
          {error}
        </Text>
        <Button variant="subtle" size="xs" onClick={clear}>
          Clear
        </Button>
      </Group>
    </Stack>
  );
};
