// A standalone Fastify server that mounts the sandbox at /sandbox, so URLs match the in-app mount. With port 0 and
// no publicBaseUrl, the URL is computed from the bound port.
import Fastify from 'fastify';
import { createSandbox, type Sandbox, type SandboxOptions } from './sandbox.ts';

export const MOUNT_PATH = '/sandbox';

export type SandboxServerOptions = Omit<SandboxOptions, 'publicBaseUrl'> & {
  publicBaseUrl?: SandboxOptions['publicBaseUrl'];
  port?: number;
  host?: string;
  logger?: boolean;
};

export interface SandboxServer {
  /** The public base URL (issuer), e.g. http://127.0.0.1:4010/sandbox. */
  url: string;
  sandbox: Sandbox;
  close(): Promise<void>;
}

export async function startSandboxServer(options: SandboxServerOptions = {}): Promise<SandboxServer> {
  const host = options.host ?? '127.0.0.1';
  let bound = '';
  const sandbox = await createSandbox({ ...options, publicBaseUrl: options.publicBaseUrl ?? (() => bound) });
  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true });
  await app.register(sandbox.plugin, { prefix: MOUNT_PATH });
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const hostPart = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  bound = `http://${hostPart}:${port}${MOUNT_PATH}`;
  const url =
    typeof options.publicBaseUrl === 'function' ? options.publicBaseUrl() : (options.publicBaseUrl ?? bound);
  return {
    url: url.replace(/\/+$/, ''),
    sandbox,
    async close() {
      await app.close();
      await sandbox.close();
    },
  };
}
