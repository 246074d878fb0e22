import {
  ActionIcon,
  Affix,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Portal,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconArchive, IconArchiveOff, IconMessageChatbot, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messages as text, uiText, type ChatMessage } from '@lending/domain';
import { assistantKeys } from '../api/assistant-keys';
import { queryThread } from '../api/query-thread';
import { activateThread, archiveThread, createThread, useThread, useThreads } from '../api/threads';
import { ChatHeader } from './chat-header';
import { CitedDocument } from './cited-document';

/** 001 §2, §4, §5 loan chat assistant: floating button, 85vw x 85vh overlay, threads, streamed answers. */
export const LoanAssistant = ({ loanId }: { loanId: string }) => {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The question being answered and the answer so far; `after` is how many messages the thread had
  // when it was sent, so once the saved thread holds more, the saved pair shows instead (never both).
  const [streaming, setStreaming] = useState<{ question: string; answer: string; after: number } | null>(
    null,
  );
  const [citation, setCitation] = useState<{ messageId: string; contentId: string } | null>(null);
  const queryClient = useQueryClient();
  const threads = useThreads(loanId);
  const thread = useThread(selected);
  const refresh = async (id: string) => {
    await queryClient.invalidateQueries({ queryKey: assistantKeys.threads(loanId) });
    await queryClient.invalidateQueries({ queryKey: assistantKeys.thread(id) });
  };
  const onSend = async () => {
    const question = input.trim();
    if (!question || pending) return;
    setPending(true);
    setError(null);
    try {
      let id = selected;
      if (!id) {
        id = (await createThread(loanId)).id;
        setSelected(id);
      }
      const history = (thread.data?.messages ?? []).map((m) => ({ role: m.role, content: m.content }));
      setStreaming({ question, answer: '', after: history.length });
      setInput('');
      const answer = await queryThread(id, loanId, [...history, { role: 'user', content: question }], {
        onToken: (piece) => setStreaming((s) => (s ? { ...s, answer: s.answer + piece } : s)),
      });
      await refresh(id);
      if (answer.retrieval_contents[0])
        setCitation({ messageId: answer.message_id, contentId: answer.retrieval_contents[0].content_id });
    } catch {
      setError(text.chatError);
    } finally {
      setStreaming(null);
      setPending(false);
    }
  };
  const shown: ChatMessage[] = thread.data?.messages ?? [];
  return (
    <>
      <Affix position={{ bottom: 24, right: 24 }} zIndex={200}>
        <Tooltip label="Loan assistant">
          <ActionIcon size={56} radius="xl" aria-label="Open loan assistant" onClick={() => setOpen(true)}>
            <IconMessageChatbot size={28} />
          </ActionIcon>
        </Tooltip>
      </Affix>
      {open && (
        <Portal>
          <Box
            pos="fixed"
            inset={0}
            style={{ zIndex: 310, background: 'rgba(0,0,0,.35)' }}
            onClick={() => setOpen(false)}
          />
          <Paper
            role="dialog"
            aria-label="Loan assistant"
            shadow="xl"
            radius="md"
            pos="fixed"
            style={{
              zIndex: 311,
              top: '7.5vh',
              left: '7.5vw',
              width: '85vw',
              height: '85vh',
              display: 'flex',
              overflow: 'hidden',
            }}
          >
            <Stack w={240} p="sm" gap="xs" style={{ borderRight: '1px solid var(--mantine-color-gray-3)' }}>
              <Button
                leftSection={<IconPlus size={14} />}
                size="xs"
                onClick={() => {
                  setSelected(null);
                  setCitation(null);
                }}
              >
                {uiText.newThread}
              </Button>
              <ScrollArea style={{ flex: 1 }}>
                {(threads.data ?? []).length === 0 && (
                  <Text size="sm" c="dimmed">
                    {text.noThreads}
                  </Text>
                )}
                {(threads.data ?? []).map((t) => (
                  <Group key={t.id} gap={2} wrap="nowrap" mb={4}>
                    <UnstyledButton
                      p={6}
                      style={{
                        flex: 1,
                        minWidth: 0,
                        borderRadius: 6,
                        background: t.id === selected ? 'var(--mantine-color-indigo-0)' : undefined,
                      }}
                      onClick={() => {
                        setSelected(t.id);
                        setCitation(null);
                      }}
                    >
                      <Text size="sm" truncate c={t.status === 'archived' ? 'dimmed' : undefined}>
                        {t.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t.message_count} messages{t.status === 'archived' ? ' · archived' : ''}
                      </Text>
                    </UnstyledButton>
                    <Tooltip label={t.status === 'archived' ? 'Activate' : 'Archive'}>
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        color="gray"
                        aria-label={t.status === 'archived' ? 'Activate thread' : 'Archive thread'}
                        onClick={async () => {
                          await (t.status === 'archived' ? activateThread(t.id) : archiveThread(t.id));
                          await refresh(t.id);
                        }}
                      >
                        {t.status === 'archived' ? <IconArchiveOff size={14} /> : <IconArchive size={14} />}
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                ))}
              </ScrollArea>
            </Stack>
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <ChatHeader
                loanId={loanId}
                thread={thread.data ?? null}
                onClose={() => setOpen(false)}
                onThreadChanged={(id) => void refresh(id)}
              />
              <Group gap={0} align="stretch" wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
                <ScrollArea w="50%" p="md" type="auto">
                  <Stack gap="sm">
                    {shown.map((m) => (
                      <Message
                        key={m.message_id}
                        message={m}
                        onCite={(contentId) => setCitation({ messageId: m.message_id, contentId })}
                      />
                    ))}
                    {streaming && shown.length <= streaming.after && (
                      <>
                        <Bubble role="user" content={streaming.question} />
                        <Bubble role="assistant" content={streaming.answer || '…'} />
                      </>
                    )}
                    {error && (
                      <Text c="red" size="sm">
                        {error}
                      </Text>
                    )}
                  </Stack>
                </ScrollArea>
                <Box w="50%" p="md" style={{ borderLeft: '1px solid var(--mantine-color-gray-3)' }}>
                  <CitedDocument citation={citation} />
                </Box>
              </Group>
              <Stack gap={4} p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <Textarea
                    style={{ flex: 1 }}
                    autosize
                    minRows={1}
                    maxRows={5}
                    aria-label="Message"
                    placeholder="Ask about this loan's documents"
                    value={input}
                    disabled={pending}
                    onChange={(e) => setInput(e.currentTarget.value)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' && !e.shiftKey) {
                        e.preventDefault();
                        void onSend();
                      }
                    }}
                  />
                  <Button
                    onClick={() => void onSend()}
                    disabled={pending || input.trim() === ''}
                    loading={pending}
                  >
                    {uiText.send}
                  </Button>
                </Group>
                <Text size="xs" c="dimmed">
                  {uiText.chatHint}
                </Text>
              </Stack>
            </Stack>
          </Paper>
        </Portal>
      )}
    </>
  );
};

const Bubble = ({
  role,
  content,
  children,
}: {
  role: string;
  content: string;
  children?: React.ReactNode;
}) => (
  <Paper
    p="sm"
    radius="md"
    bg={role === 'user' ? 'indigo.0' : 'gray.0'}
    style={{ alignSelf: role === 'user' ? 'flex-end' : 'flex-start', maxWidth: '92%' }}
    data-role={role}
  >
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {content}
    </Text>
    {children}
  </Paper>
);

const Message = ({ message, onCite }: { message: ChatMessage; onCite: (contentId: string) => void }) => (
  <Bubble role={message.role} content={message.content}>
    {message.retrieval_contents.length > 0 && (
      <Group gap={4} mt={6}>
        {message.retrieval_contents.map((c) => (
          <Badge
            key={c.content_id}
            component="button"
            variant="light"
            style={{ cursor: 'pointer' }}
            onClick={() => onCite(c.content_id)}
            data-testid="citation"
          >
            [{c.content_id.slice(1)}] {c.doc_name}, p. {c.page}
          </Badge>
        ))}
      </Group>
    )}
  </Bubble>
);
