import { Alert, Button, Card, Center, Stack, Text, Title } from '@mantine/core';
import { messages } from '@lending/domain';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { getLinkToken } from '../api/get-link-token';
import { setAccessToken } from '../api/set-access-token';
import { PlaidFailure, PlaidSuccess } from '../components/plaid-result';
import { loadPlaidLink } from '../utils/plaid-link-script';

type Screen =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'success'; institution?: string | null; isSandbox: boolean }
  | { kind: 'error'; detail?: string | null };

const messageOf = (error: unknown): string | null => (error instanceof Error ? error.message : null);

/**
 * /plaid/{id}: bank-account liquidity verification (000 §2, §8). The id is the signed, expiring
 * link copied from the plaid activity. Sandbox mode sends the person to the built-in bank picker,
 * which comes back here with ?public_token=; live mode opens Plaid Link in place.
 */
export const PlaidPage = () => {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const [screen, setScreen] = useState<Screen>({ kind: 'idle' });
  const [isSandbox, setIsSandbox] = useState<boolean | null>(null);
  const exchanged = useRef<string | null>(null);
  const publicToken = searchParams.get('public_token');
  const pickerError = searchParams.get('error');

  const finish = async (token: string, institution?: string | null) => {
    setScreen({ kind: 'loading' });
    try {
      const result = await setAccessToken(id, token);
      setScreen({
        kind: 'success',
        institution: result.institution_name ?? institution ?? null,
        isSandbox: result.is_sandbox ?? result.mode === 'sandbox',
      });
    } catch (error) {
      setScreen({ kind: 'error', detail: messageOf(error) });
    }
  };

  // Back from the sandbox picker: exchange the public token once (a reload must not replay it).
  useEffect(() => {
    if (!publicToken || exchanged.current === publicToken) return;
    exchanged.current = publicToken;
    setSearchParams({}, { replace: true });
    void finish(publicToken);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publicToken]);

  const connect = async () => {
    setScreen({ kind: 'loading' });
    try {
      const link = await getLinkToken(id);
      const sandbox = link.mode !== 'live';
      setIsSandbox(sandbox);
      if (sandbox && link.picker_url) {
        window.location.assign(link.picker_url);
        return;
      }
      const plaid = await loadPlaidLink();
      const handler = plaid.create({
        token: link.link_token,
        onSuccess: (token, metadata) => void finish(token, metadata.institution?.name),
        // 000 §2: the provider's exit callback clears the loading state.
        onExit: () => setScreen({ kind: 'idle' }),
      });
      handler.open();
    } catch (error) {
      setScreen({ kind: 'error', detail: messageOf(error) });
    }
  };

  const showSandbox = screen.kind === 'success' ? screen.isSandbox : isSandbox;

  return (
    <Center mih="80vh" p="md">
      <Card withBorder shadow="sm" radius="md" p="xl" maw={560} w="100%">
        <Stack gap="lg" align="center">
          <Title order={1} size="h2" ta="center">
            {messages.plaidTitle}
          </Title>
          {showSandbox && (
            <Alert color="yellow" title="Sandbox" w="100%" data-testid="plaid-sandbox-note">
              Sandbox mode: test banks and test balances, no real account is connected.
            </Alert>
          )}
          {pickerError && screen.kind === 'idle' && (
            <Alert color="yellow">The bank connection was not completed.</Alert>
          )}
          {(screen.kind === 'idle' || screen.kind === 'loading') && (
            <>
              <Text c="dimmed" ta="center">
                Connect your bank account to verify your liquidity. Your credentials go to your bank only; we
                receive balances, never your password.
              </Text>
              <Button size="md" loading={screen.kind === 'loading'} onClick={() => void connect()}>
                {messages.connectWithPlaid}
              </Button>
            </>
          )}
          {screen.kind === 'success' && (
            <PlaidSuccess institution={screen.institution} onMore={() => setScreen({ kind: 'idle' })} />
          )}
          {screen.kind === 'error' && (
            <PlaidFailure detail={screen.detail} onRetry={() => setScreen({ kind: 'idle' })} />
          )}
        </Stack>
      </Card>
    </Center>
  );
};
