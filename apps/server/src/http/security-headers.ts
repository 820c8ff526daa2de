// Security headers for the API and the single-page app. The CSP allows no inline scripts: the web build
// ships every script as a file and puts data in non-executable JSON script tags.
// The headers do not depend on the request: helmet computes them once, and each answer gets the same set.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Powerful browser features, denied to every origin (embedded frames included) except the two the app uses:
 * copying to the clipboard and fullscreen. Only features Chromium recognises: an unknown name logs a console warning
 * on every page (ambient-light-sensor, bluetooth and web-share did, in Chromium 156).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** The headers helmet sets for `options`, read once from a response that only records them. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { publicUrl: string; nativeAppScheme: string; analyticsScriptUrl?: string },
) {
  const httpsDeployment = options.publicUrl.startsWith('https://');
  // The operator's analytics script (loaded only after consent) may run and report to its own origin.
  const analytics = options.analyticsScriptUrl ? [new URL(options.analyticsScriptUrl).origin] : [];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analytics],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...analytics],
        mediaSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // The native sign-in ends on the app's deep link, at the end of the consent form's redirect chain.
        formAction: ["'self'", `${options.nativeAppScheme}:`],
        ...(httpsDeployment ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only means something over https; sending it on plain http would only confuse local use.
    strictTransportSecurity: httpsDeployment ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
