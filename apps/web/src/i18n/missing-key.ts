// A key with no translation anywhere shows its last segment with a capital first letter (spec §8),
// e.g. "hero.primaryCta" → "PrimaryCta", so a missing file degrades to readable labels, never to blank UI.
export function missingKeyLabel(key: string): string {
  const last = key.split(/[.:]/).pop() ?? key;
  return last.charAt(0).toUpperCase() + last.slice(1);
}
