import { Checkbox, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';

type Props = {
  text: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
};

// 002 §2.2 section 8: the affirmation stays disabled until the text was scrolled to its end.
const END_SLACK_PX = 8;

export const ConsentBox = ({ text, checked, onChange, error }: Props) => {
  const [hasReadAll, setHasReadAll] = useState(false);
  return (
    <Stack gap="sm">
      <ScrollArea
        h={260}
        type="always"
        offsetScrollbars
        data-testid="consent-text"
        // Keyboard users scroll the text with the arrow keys (WCAG 2.1.1, axe scrollable-region-focusable).
        viewportProps={{ tabIndex: 0, 'aria-label': 'Consent text' }}
        onBottomReached={() => setHasReadAll(true)}
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        viewportRef={(node) => {
          // A text short enough to fit has nothing to scroll: it counts as read.
          if (node && node.scrollHeight - node.clientHeight <= END_SLACK_PX && !hasReadAll)
            setHasReadAll(true);
        }}
      >
        <Text size="sm" p="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {text}
        </Text>
      </ScrollArea>
      {!hasReadAll && (
        <Text size="xs" c="dimmed">
          Scroll to the end of the text to enable the affirmation.
        </Text>
      )}
      <Checkbox
        label="I have read and agree to the above, and I affirm that the information I provided is true and complete."
        checked={checked}
        disabled={!hasReadAll}
        onChange={(event) => onChange(event.currentTarget.checked)}
        error={error}
      />
    </Stack>
  );
};
