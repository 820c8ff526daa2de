import { describe, expect, it } from 'vitest';
import { availabilityFrom } from './engine-availability.ts';

describe('which engines the server has', () => {
  const usage = (llm: { label: string; provider: string; model: string } | null) => ({
    period: { start: '2026-11-01T00:00:00.000Z', end: '2026-12-01T00:00:00.000Z' },
    optimizations: { used: 1, limit: 100, remaining: 99 },
    engines: { default: llm ? ('llm' as const) : ('builtin' as const), llm },
  });
  it('reads them from the usage answer', () => {
    expect(availabilityFrom(undefined)).toEqual({ known: false });
    expect(availabilityFrom(usage(null))).toEqual({ known: true, available: false });
    expect(availabilityFrom(usage({ label: 'OpenAI · gpt', provider: 'OpenAI', model: 'gpt' }))).toEqual({
      known: true,
      available: true,
      label: 'OpenAI · gpt',
    });
  });
});
