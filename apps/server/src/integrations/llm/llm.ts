// A language model behind any OpenAI-compatible endpoint (OpenAI, Azure OpenAI, a local Ollama or
// vLLM). Off unless configured: without it the app answers offline (DESIGN.md §5, §9).
export type LlmMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type LanguageModel = {
  /** The model's name, shown in the UI so people know which mode runs. */
  model: string;
  /** One whole answer; `json` asks for a JSON object. */
  complete: (messages: LlmMessage[], options?: { json?: boolean; maxTokens?: number }) => Promise<string>;
  /** The answer as it is written, piece by piece. */
  stream: (
    messages: LlmMessage[],
    options?: { maxTokens?: number; signal?: AbortSignal },
  ) => AsyncIterable<string>;
};
