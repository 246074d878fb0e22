import { endpointPaths, type ChatMessage } from '@lending/domain';
import { getToken } from '../../../lib/session';

// POST /thread/{threadId}/query/{loanId} (001 §7), read as server-sent events so the answer shows
// as it is written: 'start' (the stored question), 'token' pieces, then 'done' (the stored answer).
export type StreamHandlers = { onToken: (text: string) => void; onStart?: (question: ChatMessage) => void };

export const queryThread = async (
  threadId: string,
  loanId: string,
  messages: { role: 'user' | 'assistant'; content: string }[],
  handlers: StreamHandlers,
): Promise<ChatMessage> => {
  const path = endpointPaths.postThreadQuery.path
    .replace(':threadId', encodeURIComponent(threadId))
    .replace(':loanId', encodeURIComponent(loanId));
  const response = await fetch(`/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      authorization: `Bearer ${getToken() ?? ''}`,
    },
    body: JSON.stringify({ messages }),
  });
  if (!response.ok || !response.body) throw new Error(`status ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let done: ChatMessage | null = null;
  for (;;) {
    const { value, done: finished } = await reader.read();
    if (finished) break;
    buffer += value;
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      cut = buffer.indexOf('\n\n');
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (!data) continue;
      const event = JSON.parse(data.slice(6)) as {
        type: string;
        text?: string;
        message?: ChatMessage;
        user_message?: ChatMessage;
      };
      if (event.type === 'token' && event.text) handlers.onToken(event.text);
      else if (event.type === 'start' && event.user_message) handlers.onStart?.(event.user_message);
      else if (event.type === 'done' && event.message) done = event.message;
      else if (event.type === 'error') throw new Error('stream error');
    }
  }
  if (!done) throw new Error('no answer');
  return done;
};
