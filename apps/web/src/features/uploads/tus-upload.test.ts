// Where tus uploads go and what they carry in each credential mode: this origin with the cookie on the web; the
// mobile API origin with the bearer token (read per request) in the native shell.
import * as tus from 'tus-js-client';
import { afterEach, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../../lib/api.ts';
import { setBearerCredentials } from '../../lib/api-credentials.ts';
import { requestOptions, tusEndpoint } from './tus-upload.ts';

/** A request as tus-js-client's browser stack makes it (not sent here). */
function patchRequest(): tus.HttpRequest {
  return new tus.DefaultHttpStack({}).createRequest(
    'PATCH',
    'https://api.vidcraft.test/api/uploads/files/u1',
  );
}

describe('tus requests', () => {
  afterEach(() => setBearerCredentials(null));

  it('on the web: this origin, the CSRF header, nothing else (the cookie goes by itself)', () => {
    expect(tusEndpoint('https://vidcraft.test')).toBe('https://vidcraft.test/api/uploads/files');
    const options = requestOptions();
    expect(options.headers).toEqual({ [CSRF_HEADER]: '1' });
    expect(options.onBeforeRequest).toBeUndefined();
  });

  it('on native: the mobile API origin and the bearer token as it is at each request', async () => {
    let token: string | null = 'Bearer first';
    setBearerCredentials({
      apiBaseUrl: 'https://api.vidcraft.test',
      authorization: async () => token,
      forget: async () => void (token = null),
      openEventSource: () => {
        throw new Error('not used here');
      },
    });
    expect(tusEndpoint('https://localhost')).toBe('https://api.vidcraft.test/api/uploads/files');
    const options = requestOptions();
    expect(options.headers).toEqual({ [CSRF_HEADER]: '1' });
    const first = patchRequest();
    await options.onBeforeRequest!(first);
    expect(first.getHeader('Authorization')).toBe('Bearer first');
    token = null;
    const afterSignOut = patchRequest();
    await options.onBeforeRequest!(afterSignOut);
    expect(afterSignOut.getHeader('Authorization')).toBeUndefined();
  });
});
