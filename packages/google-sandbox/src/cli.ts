// `npm run sandbox`: starts the Google sandbox on its own and prints its URL and the default client credentials.
import { parseArgs } from 'node:util';
import { DEFAULT_CLIENT_ID } from './oauth/clients.ts';
import { startSandboxServer } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    'data-dir': { type: 'string' },
    'public-url': { type: 'string' },
    'redirect-uri': { type: 'string', multiple: true },
    // Lets callers on other machines use /control (with `authorization: Bearer <token>`).
    'control-token': { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got ${values.port}`);
  process.exit(2);
}
const redirectUris = values['redirect-uri'] ?? [];
const controlToken = values['control-token'] ?? process.env.SANDBOX_CONTROL_TOKEN;
const server = await startSandboxServer({
  port,
  host: values.host,
  logger: false,
  ...(controlToken ? { control: { token: controlToken } } : {}),
  ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
  ...(values['public-url'] ? { publicBaseUrl: values['public-url'] } : {}),
  ...(redirectUris.length > 0
    ? { clients: [{ clientId: DEFAULT_CLIENT_ID, clientSecret: '', redirectUris }] }
    : {}),
});
const client = server.sandbox.defaultClient;
process.stdout.write(
  [
    `Google sandbox listening at ${server.url}`,
    `  overview:      ${server.url}/`,
    `  discovery:     ${server.url}/.well-known/openid-configuration`,
    `  Data API root: ${server.url}/  (pass { rootUrl } on every call)`,
    `  client id:     ${client.clientId}`,
    `  client secret: ${client.clientSecret}`,
    `  redirect URIs: ${client.redirectUris.join(', ') || '(none; pass --redirect-uri or POST /control/clients)'}`,
    `  state:         ${values['data-dir'] ?? 'in memory'}`,
    `  control plane: ${server.url}/control/… (${controlToken ? 'loopback, or the control token' : 'loopback callers only'})`,
    '',
  ].join('\n'),
);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
