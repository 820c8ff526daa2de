// The AI SDK model for the configured provider. Chat completions for OpenAI-compatible servers (Ollama, vLLM,
// llama.cpp server, LM Studio, OpenRouter, Groq) and for OpenAI itself, so the same wire protocol is used
// against real providers and the loopback fakes in tests.
import type { LanguageModel } from 'ai';
import type { Config } from '../../config.ts';
import { anthropicSdk, googleSdk, openAiCompatibleSdk, openAiSdk } from './ai-sdk.ts';

export type AiConfig = NonNullable<Config['ai']>;

export function createLanguageModel(ai: AiConfig): LanguageModel {
  const baseURL = ai.baseUrl;
  switch (ai.provider) {
    case 'openai-compatible':
      return openAiCompatibleSdk()
        .createOpenAICompatible({
          name: 'openai-compatible',
          baseURL: baseURL!,
          ...(ai.apiKey ? { apiKey: ai.apiKey } : {}),
          supportsStructuredOutputs: true,
        })
        .chatModel(ai.model);
    case 'openai':
      return openAiSdk()
        .createOpenAI({
          ...(ai.apiKey ? { apiKey: ai.apiKey } : {}),
          ...(baseURL ? { baseURL } : {}),
        })
        .chat(ai.model);
    case 'anthropic':
      return anthropicSdk().createAnthropic({
        ...(ai.apiKey ? { apiKey: ai.apiKey } : {}),
        ...(baseURL ? { baseURL } : {}),
      })(ai.model);
    case 'google':
      return googleSdk().createGoogleGenerativeAI({
        ...(ai.apiKey ? { apiKey: ai.apiKey } : {}),
        ...(baseURL ? { baseURL } : {}),
      })(ai.model);
  }
}

/** What the UI shows as "which engine answered". */
export function providerLabel(ai: AiConfig): string {
  const names = {
    'openai-compatible': 'OpenAI-compatible',
    openai: 'OpenAI',
    anthropic: 'Anthropic',
    google: 'Google',
  };
  return `${names[ai.provider]} · ${ai.model}`;
}
