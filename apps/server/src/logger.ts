import pino, { type Logger } from 'pino';

/** JSON logs; credentials are redacted wherever they could appear. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.access_token',
        '*.refresh_token',
        '*.id_token',
        '*.client_secret',
        '*.code_verifier',
      ],
      censor: '[redacted]',
    },
  });
}
