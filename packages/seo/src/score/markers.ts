// Clickbait markers in a title: words in ALL CAPS and runs of ! and ?. Acronyms (up to three letters: DIY, BBQ,
// USA, AI) are normal; shouting is several long capitalised words or a mostly upper-case title.

export interface Markers {
  capsWords: string[];
  punctuationRuns: string[];
  mostlyUpperCase: boolean;
}

const WORD = /[\p{L}\p{M}]+/gu;

export function isShouted(word: string): boolean {
  const letters = word.replace(/\P{L}/gu, '');
  return (
    [...letters].length >= 4 &&
    letters === letters.toLocaleUpperCase() &&
    letters !== letters.toLocaleLowerCase()
  );
}

export function misleadingMarkers(title: string): Markers {
  const capsWords = (title.match(WORD) ?? []).filter(isShouted);
  const punctuationRuns: string[] = [...(title.match(/[!?！？‼⁉]{2,}/gu) ?? [])];
  const bangs = title.match(/[!！]/gu)?.length ?? 0;
  if (punctuationRuns.length === 0 && bangs >= 3) punctuationRuns.push('!'.repeat(bangs));
  const upper = title.match(/\p{Lu}/gu)?.length ?? 0;
  const lower = title.match(/\p{Ll}/gu)?.length ?? 0;
  return {
    capsWords,
    punctuationRuns,
    mostlyUpperCase: upper + lower >= 12 && upper > 0.6 * (upper + lower),
  };
}

export function hasMisleadingMarkers(title: string): boolean {
  const m = misleadingMarkers(title);
  return m.capsWords.length >= 2 || m.mostlyUpperCase || m.punctuationRuns.length > 0;
}
