// Which engines this server offers, from its usage answer: the offline Basic engine always, and an AI model
// when the operator configured one. Unknown only until that answer arrives.
import type { UsageSummary } from '@vidcraft/contracts';

export type EngineAvailability =
  { known: false } | { known: true; available: true; label: string } | { known: true; available: false };

export function availabilityFrom(usage: UsageSummary | undefined): EngineAvailability {
  if (!usage) return { known: false };
  const llm = usage.engines.llm;
  return llm ? { known: true, available: true, label: llm.label } : { known: true, available: false };
}
