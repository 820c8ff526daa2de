import { describe, expect, it } from 'vitest';
import { landingExample } from './landing-example.ts';

describe('the landing example', () => {
  it("is the Basic engine's own answer for the Iceland vlog, with checks that hold", () => {
    const example = landingExample();
    expect(example.before).toBe('my iceland trip vlog part 3');
    expect(example.after).not.toBe(example.before);
    expect([...example.after].length).toBeLessThanOrEqual(100);
    expect(example.tags.length).toBeGreaterThan(0);
    expect(example.tags.length).toBeLessThanOrEqual(4);
    // The "main keyword first" check is only claimed when the title really starts with a word the video is about.
    if (example.keywordFirst) expect(example.after.toLowerCase()).toMatch(/^(south coast|iceland|ring road)/);
  });

  it('is the same on every build (the engine is deterministic)', () => {
    expect(landingExample()).toEqual(landingExample());
  });
});
