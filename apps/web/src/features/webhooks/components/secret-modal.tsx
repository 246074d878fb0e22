import { Alert, Button, Code, CopyButton, Group, Modal, Stack } from '@mantine/core';

/** A signing secret, shown once (after creation or rotation), with a copy button. */
export const SecretModal = ({ secret, onClose }: { secret: string | null; onClose: () => void }) => (
  <Modal opened={secret !== null} onClose={onClose} title="Signing secret" size="lg" returnFocus={false}>
    <Stack>
      <Alert color="yellow" title="Copy the secret now">
        This is the only time it is shown. Your receiver verifies each delivery&apos;s webhook-signature with
        it (Standard Webhooks).
      </Alert>
      <Code block data-testid="webhook-secret">
        {secret}
      </Code>
      <Group justify="flex-end">
        <CopyButton value={secret ?? ''}>
          {({ copied, copy }) => <Button onClick={copy}>{copied ? 'Copied' : 'Copy secret'}</Button>}
        </CopyButton>
        <Button variant="default" onClick={onClose}>
          Done
        </Button>
      </Group>
    </Stack>
  </Modal>
);
