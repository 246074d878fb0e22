import { Stack, Tabs, Text, Title } from '@mantine/core';
import { ApiKeysPanel } from '../../features/api-keys/components/api-keys-panel';
import { WebhooksPanel } from '../../features/webhooks/components/webhooks-panel';

/** /settings/integrations (admin, issue 22): API keys and webhook subscriptions. */
export const IntegrationsPage = () => (
  <Stack p="md" gap="md">
    <Title order={1} size="h2">
      Integrations
    </Title>
    <Text c="dimmed" size="sm">
      Connect your other systems: API keys for calls into this product, signed webhooks for changes sent out.
      The API reference is at <a href="/api/reference">/api/reference</a>.
    </Text>
    <Tabs defaultValue="keys" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="keys">API keys</Tabs.Tab>
        <Tabs.Tab value="webhooks">Webhooks</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="keys" pt="md">
        <ApiKeysPanel />
      </Tabs.Panel>
      <Tabs.Panel value="webhooks" pt="md">
        <WebhooksPanel />
      </Tabs.Panel>
    </Tabs>
  </Stack>
);
