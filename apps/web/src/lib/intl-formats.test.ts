import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats.ts';

describe('shared Intl formatters', () => {
  it('gives the same formatter for the same language and options, another for others', () => {
    const euro = numberFormat('de', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('de', { style: 'currency', currency: 'EUR' })).toBe(euro);
    expect(numberFormat('de', { style: 'currency', currency: 'USD' })).not.toBe(euro);
    expect(numberFormat('fr', { style: 'currency', currency: 'EUR' })).not.toBe(euro);
    expect(numberFormat('de')).not.toBe(euro);
    expect(euro.format(19)).toBe(
      new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(19),
    );
    const day = dateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' })).toBe(day);
    expect(day.format(new Date('2026-03-09T00:00:00Z'))).toBe(
      new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date('2026-03-09T00:00:00Z'),
      ),
    );
  });

  it('throws for options the constructor refuses, and keeps nothing for them', () => {
    expect(() => numberFormat('en', { style: 'currency', currency: 'XX' })).toThrow(RangeError);
    expect(() => numberFormat('en', { style: 'currency', currency: 'XX' })).toThrow(RangeError);
  });
});
