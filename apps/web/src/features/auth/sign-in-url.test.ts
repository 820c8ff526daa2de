import { describe, expect, it } from 'vitest';
import { signInUrl } from './sign-in-url.ts';

describe('sign-in URL', () => {
  it('starts the server code flow with a safe return path', () => {
    expect(signInUrl('/channels')).toBe('/api/auth/google?returnTo=%2Fchannels');
    expect(signInUrl('https://evil.example', '/de/dashboard')).toBe(
      '/api/auth/google?returnTo=%2Fde%2Fdashboard',
    );
    expect(signInUrl(null)).toBe('/api/auth/google?returnTo=%2Fdashboard');
  });
});
