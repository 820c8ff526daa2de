import { describe, expect, it } from 'vitest';
import { redirectUris } from './oauth-values.ts';

describe('OAuth setup values', () => {
  it("registers the server's two callback routes under the public URL", () => {
    expect(redirectUris('https://vidcraft.example/')).toEqual([
      'https://vidcraft.example/api/auth/google/callback',
      'https://vidcraft.example/api/auth/youtube/callback',
    ]);
  });
});
