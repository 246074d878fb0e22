// A local OpenAI-compatible server for tests (loopback only): records every request and answers
// chat completions, streamed (SSE chunks, then [DONE]) or whole, with whatever the test decides;
// and /embeddings with the test's vectors (listed in reverse order, as the API allows: each item
// carries its index), failing the next `embeddingFailures` calls with a 500.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string }[];
  response_format?: unknown;
};

type FakeEmbeddingRequest = { model: string; input: string[]; encoding_format?: string };

export type FakeOpenAi = {
  url: string;
  requests: FakeRequest[];
  reply: (request: FakeRequest) => string;
  embeddingRequests: FakeEmbeddingRequest[];
  /** How many of the next /embeddings calls answer 500 (Infinity: all). */
  embeddingFailures: number;
  close: () => Promise<void>;
};

export const startFakeOpenAi = async (
  reply: (request: FakeRequest) => string,
  embed: (text: string) => number[] = () => [1, 0],
): Promise<FakeOpenAi> => {
  const fake: FakeOpenAi = {
    url: '',
    requests: [],
    reply,
    embeddingRequests: [],
    embeddingFailures: 0,
    close: async () => undefined,
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method === 'POST' && req.url?.endsWith('/embeddings')) {
        const request = JSON.parse(body) as FakeEmbeddingRequest & { input: string | string[] };
        const input = typeof request.input === 'string' ? [request.input] : request.input;
        fake.embeddingRequests.push({ ...request, input });
        if (fake.embeddingFailures > 0) {
          fake.embeddingFailures--;
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } }));
          return;
        }
        const data = input.map((text, index) => ({ object: 'embedding', index, embedding: embed(text) }));
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            object: 'list',
            model: request.model,
            data: data.reverse(),
            usage: { prompt_tokens: 1, total_tokens: 1 },
          }),
        );
        return;
      }
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const request = JSON.parse(body) as FakeRequest;
      fake.requests.push(request);
      const text = fake.reply(request);
      if (request.stream) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const piece of text.match(/.{1,12}/gs) ?? [])
          res.write(
            `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 0, model: request.model, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] })}\n\n`,
          );
        res.write(
          `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 0, model: request.model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
        );
        res.end('data: [DONE]\n\n');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'x',
          object: 'chat.completion',
          created: 0,
          model: request.model,
          choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
};
