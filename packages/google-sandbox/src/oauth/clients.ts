// OAuth clients (one per Google Cloud project). The default client has a Google-format id; the host's redirect
// URIs are merged into it so `sandbox.defaultClient` works with whatever callbacks the host registered.
import { createHash, timingSafeEqual } from 'node:crypto';

export interface SandboxClientRegistration {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  name?: string;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `<12 digits>-<32 lowercase alphanumerics>.apps.googleusercontent.com`, derived from a stable name. */
export function googleClientIdFor(name: string): string {
  const bytes = createHash('sha256').update(`client:${name}`).digest();
  const digits = [...bytes.subarray(0, 12)].map((b, i) => (i === 0 ? 1 + (b % 9) : b % 10)).join('');
  const suffix = [...createHash('sha256').update(`client-suffix:${name}`).digest()]
    .map((b) => ALPHABET[b % ALPHABET.length])
    .join('');
  return `${digits}-${suffix}.apps.googleusercontent.com`;
}

export const DEFAULT_CLIENT_ID = googleClientIdFor('vidcraft-sandbox-default');

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export class ClientRegistry {
  private readonly clients = new Map<string, SandboxClientRegistration>();
  readonly defaultClient: SandboxClientRegistration;

  constructor(defaultSecret: string, registrations: SandboxClientRegistration[] = []) {
    this.defaultClient = {
      clientId: DEFAULT_CLIENT_ID,
      clientSecret: defaultSecret,
      redirectUris: [],
      name: 'Vidcraft (Google sandbox)',
    };
    this.clients.set(DEFAULT_CLIENT_ID, this.defaultClient);
    for (const registration of registrations) this.register(registration);
  }

  /** Registers a client and merges its redirect URIs into the default client. */
  register(registration: SandboxClientRegistration): SandboxClientRegistration {
    const existing = this.clients.get(registration.clientId);
    if (existing) {
      existing.clientSecret = registration.clientSecret || existing.clientSecret;
      if (registration.name) existing.name = registration.name;
      this.addRedirectUris(existing, registration.redirectUris);
    } else {
      this.clients.set(registration.clientId, {
        ...registration,
        redirectUris: [...registration.redirectUris],
      });
    }
    this.addRedirectUris(this.defaultClient, registration.redirectUris);
    return this.clients.get(registration.clientId) as SandboxClientRegistration;
  }

  private addRedirectUris(client: SandboxClientRegistration, uris: string[]): void {
    for (const uri of uris) if (!client.redirectUris.includes(uri)) client.redirectUris.push(uri);
  }

  get(clientId: string): SandboxClientRegistration | undefined {
    return this.clients.get(clientId);
  }

  list(): SandboxClientRegistration[] {
    return [...this.clients.values()];
  }

  authenticate(clientId: string, secret: string | undefined): SandboxClientRegistration | undefined {
    const client = this.clients.get(clientId);
    if (!client || secret === undefined || !sameSecret(client.clientSecret, secret)) return undefined;
    return client;
  }

  /** Redirect URIs are compared by exact string match (RFC 9700 §4.1). */
  allowsRedirect(clientId: string, redirectUri: string): boolean {
    return this.clients.get(clientId)?.redirectUris.includes(redirectUri) ?? false;
  }
}
