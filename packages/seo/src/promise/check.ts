// The promise check: does the title (and the thumbnail text) promise what the video delivers? It reports numbers
// and durations the transcript never says ("10 tips", "in 7 days"), superlatives it does not back ("BEST GPU"),
// and "no X" / "without X" when the video uses X. Each issue names the claim as written and says why.
import { negatedItems } from '../keywords/negation.ts';
import type { Quantity } from './quantities.ts';
import { quantities } from './quantities.ts';
import { itemUse } from './item-use.ts';
import { superlativeBacked, superlativeClaims } from './superlatives.ts';

export type PromiseKind = 'number' | 'duration' | 'superlative' | 'negation';

export interface PromiseIssue {
  kind: PromiseKind;
  claim: string;
  message: string;
}

export interface PromiseInput {
  title: string;
  thumbnailText?: string;
  transcript: string;
  /** The creator's description; not evidence (it is a promise too), kept for callers that have it. */
  description?: string;
  language: string;
}

const EPSILON = 1e-6;

function backs(claim: Quantity, said: Quantity): boolean {
  if (said.negated || claim.dimension !== said.dimension) return false;
  if (claim.dimension !== 'time' && claim.dimension !== 'weight' && claim.unit !== said.unit) return false;
  const tolerance = EPSILON * Math.max(1, claim.amount);
  // "Under $100" is kept by any amount up to 100 the video names ("eighty-seven dollars").
  if (claim.atMost) return said.amount <= claim.amount + tolerance;
  return Math.abs(claim.amount - said.amount) <= tolerance;
}

function quoted(items: readonly string[]): string {
  return items.map((i) => `“${i}”`).join(', ');
}

function quantityIssue(claim: Quantity, said: readonly Quantity[], where: string): PromiseIssue {
  const duration = claim.dimension === 'time';
  const related = said.filter((q) => !q.negated && q.dimension === claim.dimension).map((q) => q.text);
  const instead = related.length ? ` It says ${quoted([...new Set(related)].slice(0, 3))}.` : '';
  return {
    kind: duration ? 'duration' : 'number',
    claim: claim.text,
    message: `${where} promises “${claim.text}”, but the video never says ${duration ? 'that time' : 'that number'}.${instead}`,
  };
}

export function checkPromise(input: PromiseInput): PromiseIssue[] {
  const { language, transcript } = input;
  const said = quantities(transcript, language);
  const issues: PromiseIssue[] = [];
  const seen = new Set<string>();
  const push = (issue: PromiseIssue) => {
    const key = `${issue.kind}:${issue.claim.toLocaleLowerCase(language)}`;
    if (seen.has(key)) return;
    seen.add(key);
    issues.push(issue);
  };
  const sources: [string, string][] = [['The title', input.title]];
  if (input.thumbnailText?.trim()) sources.push(['The thumbnail text', input.thumbnailText]);
  for (const [where, text] of sources) {
    // Counts must be written in digits to be a claim ("the ONE trick" is a figure of speech).
    for (const claim of quantities(text, language)) {
      if (claim.negated || (claim.dimension === 'count' && claim.spelled)) continue;
      if (!said.some((q) => backs(claim, q))) push(quantityIssue(claim, said, where));
    }
    for (const claim of superlativeClaims(text, language)) {
      if (superlativeBacked(claim, transcript, language)) continue;
      push({
        kind: 'superlative',
        claim: claim.text,
        message: `${where} claims “${claim.text}”, but the video never says so itself.`,
      });
    }
    for (const item of negatedItems(text, language)) {
      const use = itemUse(item, transcript, language);
      if (use === null) continue;
      push({
        kind: 'negation',
        claim: item.claim,
        message: `${where} says “${item.claim}”, but the video uses it: “…${use}…”.`,
      });
    }
  }
  return issues;
}
