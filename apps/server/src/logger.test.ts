import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl } from './logger.ts';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const raw: string[] = [];
  const logger = createLogger('info', {
    write: (line: string) => {
      raw.push(line);
      lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  });
  return { logger, lines, raw };
}

describe('redactUrl', () => {
  it('replaces the values of secret query parameters and keeps everything else as it was', () => {
    expect(redactUrl('/api/auth/google/callback?state=abc%2Fdef&code=4%2F0Adeu&scope=openid+email')).toBe(
      '/api/auth/google/callback?state=[redacted]&code=[redacted]&scope=openid+email',
    );
    for (const name of [
      'token',
      'access_token',
      'refresh_token',
      'id_token',
      'code_verifier',
      'codeVerifier',
    ]) {
      expect(redactUrl(`/x?${name}=s3cret&a=1`)).toBe(`/x?${name}=[redacted]&a=1`);
    }
    // An encoded name is still the same parameter to the server.
    expect(redactUrl('/x?%63ode=s3cret')).toBe('/x?%63ode=[redacted]');
    expect(redactUrl('/x?code')).toBe('/x?code=[redacted]');
  });

  it('leaves URLs without secrets alone', () => {
    for (const url of [
      '/api/videos',
      '/api/videos?page=2&sort=views',
      '/x?codec=h264',
      '/x?',
      '/code/state',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});

describe('createLogger', () => {
  it('redacts credential headers and token fields', () => {
    const { logger, lines, raw } = capture();
    logger.info(
      {
        upstream: {
          headers: { authorization: 'Bearer s3cret-a', cookie: 'vc_session=s3cret-b', accept: 'text/html' },
        },
        res: { headers: { 'set-cookie': 'vc_session=s3cret-c' } },
        headers: { authorization: 'Bearer s3cret-d' },
        grant: {
          access_token: 's3cret-e',
          refresh_token: 's3cret-f',
          id_token: 's3cret-g',
          token: 's3cret-h',
        },
        token: 's3cret-i',
      },
      'hello',
    );
    expect(raw.join('')).not.toMatch(/s3cret/);
    const line = lines[0]!;
    expect(line).toMatchObject({
      msg: 'hello',
      upstream: { headers: { authorization: '[redacted]', cookie: '[redacted]', accept: 'text/html' } },
      res: { headers: { 'set-cookie': '[redacted]' } },
      headers: { authorization: '[redacted]' },
      grant: {
        access_token: '[redacted]',
        refresh_token: '[redacted]',
        id_token: '[redacted]',
        token: '[redacted]',
      },
      token: '[redacted]',
    });
  });

  it('serializes a request with its URL redacted', () => {
    const { logger, lines } = capture();
    logger.info(
      {
        req: {
          method: 'GET',
          url: '/api/auth/google/callback?code=s3cret&state=s3cret2',
          host: 'localhost',
          ip: '127.0.0.1',
          socket: { remotePort: 5000 },
          headers: { cookie: 'vc_session=s3cret3' },
        },
      },
      'incoming request',
    );
    expect(lines[0]!.req).toEqual({
      method: 'GET',
      url: '/api/auth/google/callback?code=[redacted]&state=[redacted]',
      host: 'localhost',
      remoteAddress: '127.0.0.1',
      remotePort: 5000,
    });
  });
});
