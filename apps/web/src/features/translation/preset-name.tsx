// A preset's name by its id (`presets.<id>`); an id this version does not know is shown as it came.
import { useTranslation } from 'react-i18next';
import { isKeyOf, type EnglishResources } from '../../i18n/keys.ts';

// Exactly the keys of the English file's `presets` (a Record misses none and adds none).
const KNOWN: Record<keyof EnglishResources['translation']['presets'], true> = {
  top10: true,
  europe: true,
  asia: true,
  americas: true,
  all57: true,
};

export function PresetName({ id }: { id: string }) {
  const { t } = useTranslation('translation');
  return <>{isKeyOf(KNOWN, id) ? t(`presets.${id}`) : id}</>;
}
