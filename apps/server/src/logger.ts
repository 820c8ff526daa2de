import pino, { type DestinationStream, type Logger } from 'pino';

/** Query parameters that carry credentials: OAuth codes, states and tokens must never reach a log line. */
export const SECRET_QUERY_PARAMS = new Set([
  'code',
  'state',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'code_verifier',
  'codeVerifier',
]);

const REDACTED = '[redacted]';

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** The URL with the values of secret query parameters replaced; everything else is kept byte for byte. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq < 0 ? part : part.slice(0, eq);
      return SECRET_QUERY_PARAMS.has(decodedName(name)) ? `${name}=${REDACTED}` : part;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

const HEADER_PATHS = ['authorization', 'cookie', '["set-cookie"]', '["proxy-authorization"]'].flatMap(
  (header) => {
    const key = header.startsWith('[') ? header : `.${header}`;
    return ['req.headers', 'res.headers', 'headers', '*.headers'].map((at) => `${at}${key}`);
  },
);
const TOKEN_FIELDS = [
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'client_secret',
  'code_verifier',
  'codeVerifier',
  'accessToken',
  'refreshToken',
  'idToken',
];

/**
 * JSON logs; credentials are redacted wherever they could appear: headers that carry them, token fields (at
 * the top level and one level down), and secret query values in request URLs (an OAuth callback's code).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: [...HEADER_PATHS, ...TOKEN_FIELDS.flatMap((field) => [field, `*.${field}`])],
        censor: REDACTED,
      },
      serializers: {
        // Replaces Fastify's request serializer with the same fields, the URL redacted.
        req: (req: LoggedRequest) => ({
          method: req.method,
          url: req.url === undefined ? undefined : redactUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }),
      },
    },
    destination,
  );
}
