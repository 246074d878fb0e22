import {
  Alert,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { Loading } from '../../../components/loading';
import { signingDocumentUrl, useDecline, useSign, useSigningSession } from '../api/signing-link';
import { SignatureInput, type SignatureValue } from '../components/signature-input';
import { messages, formatLongDate } from '@lending/domain';

// pdf.js loads with the document view, after the page itself (its own chunk).
const PdfPages = lazy(() => import('../../../shared/documents/components/pdf-pages'));

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : messages.defaultFailure);

// The public signing page of a private link (/sign/{token}; no sign-in): the document's pages,
// a drawn or typed signature, agreement, Sign; or Decline with a reason.
export const SignPage = () => {
  const { token = '' } = useParams();
  const session = useSigningSession(token);
  const sign = useSign(token);
  const decline = useDecline(token);
  const [signature, setSignature] = useState<SignatureValue>(null);
  const [hasAgreed, setHasAgreed] = useState(false);
  const [isDeclining, setIsDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const onSignature = useCallback((value: SignatureValue) => setSignature(value), []);

  if (session.isPending) return <Loading minHeight="60vh" />;
  if (session.isError)
    return (
      <Container size="sm" py="xl">
        <Alert color="orange" icon={<IconAlertTriangle />} title="This link cannot be used">
          {messageOf(session.error)}
        </Alert>
      </Container>
    );
  const { data } = session;

  if (sign.isSuccess || decline.isSuccess)
    return (
      <Container size="sm" py="xl">
        <Alert
          color={sign.isSuccess ? 'green' : 'gray'}
          icon={<IconCircleCheck />}
          title={sign.isSuccess ? 'Signed' : 'Declined'}
          data-testid="signing-done"
        >
          {sign.isSuccess
            ? `Thank you, ${data.signer.name}. "${data.document_name}" is signed; the lender has been told.`
            : `You declined to sign "${data.document_name}". The lender has been told your reason.`}
        </Alert>
      </Container>
    );

  const onSign = () => {
    if (!signature) return;
    sign.mutate(
      signature.kind === 'drawn'
        ? { kind: 'drawn', image: signature.image, agree: true }
        : { kind: 'typed', name: signature.name, agree: true },
    );
  };

  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {data.document_name}
          </Title>
          <Text c="dimmed" size="sm">
            {data.loan_name ? `${data.loan_name} · ` : ''}For {data.signer.name} ({data.signer.email}) · link
            valid until {formatLongDate(data.expires_epoch)}
          </Text>
        </Stack>
        <Paper
          withBorder
          p="sm"
          bg="gray.1"
          mah="70vh"
          style={{ overflow: 'auto' }}
          tabIndex={0}
          aria-label="Document to sign"
        >
          <Suspense fallback={<Loading minHeight={200} />}>
            <PdfPages url={signingDocumentUrl(token)} />
          </Suspense>
        </Paper>
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={4}>Your signature</Title>
            <SignatureInput defaultName={data.signer.name} onChange={onSignature} />
            <Checkbox
              checked={hasAgreed}
              onChange={(event) => setHasAgreed(event.currentTarget.checked)}
              label="I agree to sign this document electronically; my signature is as binding as one on paper."
            />
            {(sign.isError || decline.isError) && (
              <Text c="red" size="sm">
                {messageOf(sign.error ?? decline.error)}
              </Text>
            )}
            {isDeclining ? (
              <Stack gap="xs">
                <Textarea
                  label="Reason for declining"
                  placeholder="Enter a reason"
                  value={reason}
                  onChange={(event) => setReason(event.currentTarget.value)}
                  autosize
                  minRows={2}
                />
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setIsDeclining(false)}>
                    Cancel
                  </Button>
                  <Button
                    color="red"
                    disabled={reason.trim() === ''}
                    loading={decline.isPending}
                    onClick={() => decline.mutate(reason.trim())}
                  >
                    Confirm decline
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Group justify="space-between">
                <Button variant="subtle" color="red" onClick={() => setIsDeclining(true)}>
                  Decline
                </Button>
                <Button onClick={onSign} disabled={!signature || !hasAgreed} loading={sign.isPending}>
                  Sign
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
};
