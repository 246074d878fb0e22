import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** A plain-text mail with its links clickable (the invitation's set-password link). */
export const MailBody = ({ text }: { text: string }) => (
  <Text component="div" size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
    {text.split(URL_PATTERN).map((part, index) =>
      index % 2 === 1 ? (
        <Anchor key={index} href={part} data-testid="mail-link">
          {part}
        </Anchor>
      ) : (
        <Fragment key={index}>{part}</Fragment>
      ),
    )}
  </Text>
);
