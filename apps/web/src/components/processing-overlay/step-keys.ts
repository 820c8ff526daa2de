// A job step's label and description by its id. The server names steps with plain strings; the ids that
// `common:processing.steps` translates are listed here (the Record makes the list match the English file both
// ways), and an id it does not know yet has no keys: it is shown as it came.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isKeyOf, type CommonKey, type EnglishResources } from '../../i18n/keys.ts';

export type ProcessingStepId = keyof EnglishResources['common']['processing']['steps'];

const KNOWN_STEPS: Record<ProcessingStepId, true> = {
  initializing: true,
  extracting: true,
  analyzing: true,
  finalizing: true,
  completed: true,
  'reading-channel': true,
  'listing-videos': true,
  finishing: true,
  'reading-video': true,
  'reading-captions': true,
  generating: true,
  checking: true,
  translating: true,
  'back-translating': true,
  captions: true,
  sending: true,
  'uploading-video': true,
  'setting-thumbnail': true,
};

export interface StepKeys {
  label: CommonKey;
  description: CommonKey;
}

/** The `common` keys of a step, or null for a step id no translation file knows. */
export function processingStepKeys(id: string): StepKeys | null {
  if (!isKeyOf(KNOWN_STEPS, id)) return null;
  return { label: `processing.steps.${id}.label`, description: `processing.steps.${id}.description` };
}

/** A step's label in the interface language (its id when no translation knows it). */
export function stepLabel(t: TFunction<'common'>, id: string): string {
  const keys = processingStepKeys(id);
  return keys ? t(keys.label) : id;
}

/** What a step does, or '' for a step id no translation knows. */
export function stepDescription(t: TFunction<'common'>, id: string): string {
  const keys = processingStepKeys(id);
  return keys ? t(keys.description) : '';
}

/** `stepLabel` for screens whose own namespace is not `common`. */
export function useStepLabel(): (id: string) => string {
  const { t } = useTranslation('common');
  return (id) => stepLabel(t, id);
}
