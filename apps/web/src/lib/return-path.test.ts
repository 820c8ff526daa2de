import { describe, expect, it } from 'vitest';
import { currentReturnPath, safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps paths on this site, with query and hash', () => {
    expect(safeReturnPath('/channels')).toBe('/channels');
    expect(safeReturnPath('/de/video-optimization?q=pasta&video=U1lzChxDX5s')).toBe(
      '/de/video-optimization?q=pasta&video=U1lzChxDX5s',
    );
  });

  it('drops other origins, protocol-relative and odd paths', () => {
    for (const bad of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'dashboard',
      '/a b',
      '',
      null,
      undefined,
      `/${'x'.repeat(600)}`,
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });

  it('never returns to the sign-in or callback screens', () => {
    expect(safeReturnPath('/login?returnTo=/x')).toBeNull();
    expect(safeReturnPath('/de/login')).toBeNull();
    expect(safeReturnPath('/auth')).toBeNull();
    expect(safeReturnPath('/youtube-callback?error=x')).toBeNull();
  });

  it('builds the current location', () => {
    expect(currentReturnPath({ pathname: '/channels', search: '?a=1', hash: '#x' })).toBe('/channels?a=1#x');
  });
});
