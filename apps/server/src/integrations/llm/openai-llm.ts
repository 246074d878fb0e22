// The OpenAI-compatible adapter, through the official `openai` SDK (chat completions, streamed
// with server-sent events). LLM_BASE_URL points it at Azure, Ollama, vLLM or any compatible server.
import OpenAI from 'openai';
import type { LanguageModel, LlmMessage } from './llm';

type OpenAiLlmOptions = { baseURL?: string; apiKey?: string; model: string; timeoutMs?: number };

const createOpenAiLlm = (options: OpenAiLlmOptions): LanguageModel => {
  const client = new OpenAI({
    baseURL: options.baseURL,
    apiKey: options.apiKey ?? 'not-needed',
    timeout: options.timeoutMs ?? 60_000,
    maxRetries: 1,
  });
  return {
    model: options.model,
    complete: async (messages: LlmMessage[], opts = {}) => {
      const response = await client.chat.completions.create({
        model: options.model,
        messages,
        temperature: 0,
        max_tokens: opts.maxTokens ?? 1500,
        ...(opts.json ? { response_format: { type: 'json_object' as const } } : {}),
      });
      return response.choices[0]?.message?.content ?? '';
    },
    stream: async function* (messages: LlmMessage[], opts = {}) {
      const stream = await client.chat.completions.create(
        { model: options.model, messages, temperature: 0, max_tokens: opts.maxTokens ?? 800, stream: true },
        { signal: opts.signal },
      );
      for await (const chunk of stream) {
        const piece = chunk.choices[0]?.delta?.content;
        if (piece) yield piece;
      }
    },
  };
};

/** LLM_MODEL switches the model on; LLM_BASE_URL and LLM_API_KEY say where and how. */
export const createLanguageModel = (config: {
  LLM_MODEL?: string;
  LLM_BASE_URL?: string;
  LLM_API_KEY?: string;
}): LanguageModel | null =>
  config.LLM_MODEL
    ? createOpenAiLlm({ model: config.LLM_MODEL, baseURL: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY })
    : null;
