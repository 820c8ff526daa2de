// Word error rate: the word-level edit distance (substitutions + deletions + insertions) between what was said
// and what an engine heard, divided by the number of words said. Words are compared case-insensitively with
// punctuation removed (apostrophes inside words kept: "don't"), so "Salt." and "salt" are the same word.
// Used by the offline engine's test and by bench/upload to compare engines on the same media.

export interface WordErrorRate {
  /** errors ÷ reference words; 0 is perfect, and it can exceed 1 when the hypothesis adds words. */
  rate: number;
  substitutions: number;
  deletions: number;
  insertions: number;
  referenceWords: number;
}

export function normalizeWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'’\s]/gu, ' ')
    .replace(/(^|\s)['’]+|['’]+(?=\s|$)/g, '$1')
    .split(/\s+/)
    .filter(Boolean);
}

/** An empty reference scores 0 against an empty hypothesis and 1 against anything else. */
export function wordErrorRate(reference: string, hypothesis: string): WordErrorRate {
  const ref = normalizeWords(reference);
  const hyp = normalizeWords(hypothesis);
  // cost[j]: the edits turning ref[0..i) into hyp[0..j), with the kind of each edit counted along.
  type Cell = { cost: number; sub: number; del: number; ins: number };
  let previous: Cell[] = hyp.map((_, j) => ({ cost: j, sub: 0, del: 0, ins: j }));
  previous.push({ cost: hyp.length, sub: 0, del: 0, ins: hyp.length });
  for (let i = 1; i <= ref.length; i += 1) {
    const current: Cell[] = [{ cost: i, sub: 0, del: i, ins: 0 }];
    for (let j = 1; j <= hyp.length; j += 1) {
      const same = ref[i - 1] === hyp[j - 1];
      const diagonal = previous[j - 1]!;
      const up = previous[j]!;
      const left = current[j - 1]!;
      const options: Cell[] = [
        { ...diagonal, cost: diagonal.cost + (same ? 0 : 1), sub: diagonal.sub + (same ? 0 : 1) },
        { ...up, cost: up.cost + 1, del: up.del + 1 },
        { ...left, cost: left.cost + 1, ins: left.ins + 1 },
      ];
      current.push(options.reduce((best, option) => (option.cost < best.cost ? option : best)));
    }
    previous = current;
  }
  const end = previous[hyp.length]!;
  const rate = ref.length === 0 ? (hyp.length === 0 ? 0 : 1) : end.cost / ref.length;
  return {
    rate,
    substitutions: end.sub,
    deletions: end.del,
    insertions: end.ins,
    referenceWords: ref.length,
  };
}
