import { Component, type ErrorInfo, type ReactNode } from 'react';
import { messages } from '@lending/domain';
import { Button, Center, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';

type State = { error: Error | null };

/** Spec 001 §2: the whole-application error screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Center mih="100vh" p="md">
        <Paper p="xl" maw={560} w="100%">
          <Stack>
            <Title order={1} size="h2">
              {messages.appCrashed}
            </Title>
            <details>
              <summary>
                <Text span size="sm" c="dimmed">
                  Details
                </Text>
              </summary>
              <Code block mt="xs">
                {error.message}
              </Code>
            </details>
            <Group>
              <Button onClick={() => this.setState({ error: null })}>{messages.tryAgain}</Button>
              <Button variant="default" onClick={() => window.location.reload()}>
                Refresh Page
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Center>
    );
  }
}
