// The AI SDK and its provider packages, each loaded with its first use (load-on-first-use.ts): a server without
// AI_PROVIDER, IMAGE_PROVIDER or TRANSCRIPTION_PROVIDER never loads them.
import type * as Anthropic from '@ai-sdk/anthropic';
import type * as Google from '@ai-sdk/google';
import type * as OpenAi from '@ai-sdk/openai';
import type * as OpenAiCompatible from '@ai-sdk/openai-compatible';
import type * as Replicate from '@ai-sdk/replicate';
import type * as Ai from 'ai';
import { loadOnFirstUse } from '../load-on-first-use.ts';

/** generateText, generateImage, transcribe, Output and the SDK's error classes. */
export const aiSdk = loadOnFirstUse<typeof Ai>('ai');
export const openAiSdk = loadOnFirstUse<typeof OpenAi>('@ai-sdk/openai');
export const openAiCompatibleSdk = loadOnFirstUse<typeof OpenAiCompatible>('@ai-sdk/openai-compatible');
export const anthropicSdk = loadOnFirstUse<typeof Anthropic>('@ai-sdk/anthropic');
export const googleSdk = loadOnFirstUse<typeof Google>('@ai-sdk/google');
export const replicateSdk = loadOnFirstUse<typeof Replicate>('@ai-sdk/replicate');
