import { afterEach, describe, expect, it } from 'vitest';
import { randomUuid } from './uuid.ts';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const original = crypto.randomUUID.bind(crypto);

describe('random UUIDs', () => {
  afterEach(() => {
    Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true, writable: true });
  });

  it('are version 4, also where crypto.randomUUID is missing (plain HTTP)', () => {
    expect(randomUuid()).toMatch(V4);
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true, writable: true });
    const a = randomUuid();
    expect(a).toMatch(V4);
    expect(randomUuid()).not.toBe(a);
  });
});
