import { Group, Text } from '@mantine/core';
import { COMPLETION_BAR_WIDTH, TRANSITION_MS } from '@lending/domain';

// 002 §2.3 / §9: the completion bar is 150 px wide at 100%; transitions take 300 ms.
const FULL_WIDTH_PX = COMPLETION_BAR_WIDTH;

export const CompletionBar = ({ fraction }: { fraction: number }) => {
  const percent = Math.round(fraction * 100);
  return (
    <Group gap="xs" wrap="nowrap" aria-label={`Completion ${percent}%`}>
      <div
        style={{
          width: FULL_WIDTH_PX,
          height: 8,
          borderRadius: 4,
          background: 'var(--mantine-color-gray-2)',
        }}
      >
        <div
          data-testid="completion-bar"
          style={{
            width: FULL_WIDTH_PX * fraction,
            height: 8,
            borderRadius: 4,
            background: 'var(--mantine-color-green-6)',
            transition: `width ${TRANSITION_MS}ms ease`,
          }}
        />
      </div>
      <Text size="xs" c="dimmed">
        {percent}%
      </Text>
    </Group>
  );
};
