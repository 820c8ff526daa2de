// Builds the translation engines from config: TRANSLATION_PROVIDER's engine, plus pseudo-localization when
// Google is the sandbox (never in live mode, so its output cannot reach a real channel).
import type { Config } from '../../config.ts';
import { createLanguageModel, providerLabel } from '../ai/language-model.ts';
import { DeeplEngine } from './deepl-engine.ts';
import { GoogleTranslateEngine } from './google-translate-engine.ts';
import { LibreTranslateEngine } from './libretranslate-engine.ts';
import { LlmTranslationEngine } from './llm-translation-engine.ts';
import { PseudoEngine } from './pseudo-engine.ts';
import type { TranslationEngine } from './translation-engine.ts';
import { TranslationEngines } from './translation-engines.ts';

export function createTranslationEngines(
  config: Pick<Config, 'translation' | 'ai' | 'google'>,
): TranslationEngines {
  const engines: TranslationEngine[] = [];
  const t = config.translation;
  if (t) {
    const common = { timeoutMs: t.timeoutMs, pricePerMillionChars: t.pricePerMillionChars };
    switch (t.provider) {
      case 'llm':
        engines.push(
          new LlmTranslationEngine(createLanguageModel(config.ai!), config.ai!, providerLabel(config.ai!)),
        );
        break;
      case 'deepl':
        engines.push(new DeeplEngine({ apiKey: t.apiKey!, baseUrl: t.baseUrl, ...common }));
        break;
      case 'google':
        engines.push(new GoogleTranslateEngine({ apiKey: t.apiKey!, baseUrl: t.baseUrl, ...common }));
        break;
      case 'libretranslate':
        engines.push(
          new LibreTranslateEngine({
            ...(t.apiKey ? { apiKey: t.apiKey } : {}),
            baseUrl: t.baseUrl!,
            ...common,
          }),
        );
        break;
    }
  }
  if (config.google.mode === 'sandbox') engines.push(new PseudoEngine());
  return new TranslationEngines(engines);
}
