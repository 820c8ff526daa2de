// Whether this server has an AI model for suggestions. No endpoint says so; the app learns it in this tab from
// what answers: a suggestion made by the model (available, with its label), the server's default choosing the
// Basic engine, or a request for the model answered with `noProvider` (only Basic).
import type { SuggestionSet } from '@vidcraft/contracts';

export type EngineAvailability =
  { known: false } | { known: true; available: true; label: string } | { known: true; available: false };

const KEY = 'vidcraft.optimizer.aiEngine';

export function readAvailability(storage: Storage = window.sessionStorage): EngineAvailability {
  try {
    const raw = JSON.parse(storage.getItem(KEY) ?? 'null') as { available?: unknown; label?: unknown } | null;
    if (raw?.available === true && typeof raw.label === 'string')
      return { known: true, available: true, label: raw.label };
    if (raw?.available === false) return { known: true, available: false };
  } catch {
    // unreadable: unknown
  }
  return { known: false };
}

export function writeAvailability(value: EngineAvailability, storage: Storage = window.sessionStorage): void {
  try {
    if (value.known)
      storage.setItem(
        KEY,
        JSON.stringify(value.available ? { available: true, label: value.label } : { available: false }),
      );
  } catch {
    // storage off: learnt again next time
  }
}

/**
 * What a suggestion says about the server: made by the model → available. Made by Basic when the server chose
 * (no engine asked for) → the server has no model, since it prefers the model when it has one.
 */
export function learnFromSuggestion(
  suggestion: Pick<SuggestionSet, 'engine'>,
  askedEngine: 'builtin' | 'llm' | undefined,
): EngineAvailability | null {
  if (suggestion.engine.engine === 'llm')
    return { known: true, available: true, label: suggestion.engine.label };
  if (askedEngine === undefined) return { known: true, available: false };
  return null;
}
