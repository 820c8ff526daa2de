// The translation engines this server offers, by id: the configured provider (if any) and, in sandbox mode,
// the labelled pseudo-localization. Asking for one that is not offered is the caller's error to report.
import type { TranslationEngineId } from '@vidcraft/contracts';
import type { TranslationEngine } from './translation-engine.ts';

export class TranslationEngines {
  private readonly byId: Map<TranslationEngineId, TranslationEngine>;
  constructor(engines: readonly TranslationEngine[]) {
    this.byId = new Map(engines.map((engine) => [engine.id, engine]));
  }

  get(id: TranslationEngineId): TranslationEngine | undefined {
    return this.byId.get(id);
  }

  list(): TranslationEngine[] {
    return [...this.byId.values()];
  }

  /** The real provider when there is one, else the sandbox's pseudo engine, else none. */
  default(): TranslationEngine | null {
    const engines = this.list();
    return engines.find((e) => !e.pseudo) ?? engines[0] ?? null;
  }
}
