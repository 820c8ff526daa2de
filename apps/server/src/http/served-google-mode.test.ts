import { describe, expect, it } from 'vitest';
import { withGoogleMode } from './served-google-mode.ts';

describe('the Google mode on a served page', () => {
  it('goes on the <html> element only, in either mode', () => {
    const page = '<!doctype html><html lang="ar" dir="rtl"><head></head><body><p>html</p></body></html>';
    expect(withGoogleMode(page, 'sandbox')).toBe(
      '<!doctype html><html data-google-mode="sandbox" lang="ar" dir="rtl"><head></head><body><p>html</p></body></html>',
    );
    expect(withGoogleMode('<html><body></body></html>', 'live')).toBe(
      '<html data-google-mode="live"><body></body></html>',
    );
  });

  it('leaves text without an <html> element alone', () => {
    expect(withGoogleMode('<htmlish>', 'sandbox')).toBe('<htmlish>');
  });
});
