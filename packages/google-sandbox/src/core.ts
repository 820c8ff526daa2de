// The sandbox's services and state in one place: clock, settings, world, OAuth, quota, faults, images and
// persistence. Routes receive this; the public control API is a thin layer over it.
import { randomBytes } from 'node:crypto';
import { ClientRegistry, type SandboxClientRegistration } from './oauth/clients.ts';
import { emptyAuthState, pruneAuthState, type AuthState } from './oauth/grants.ts';
import { generateStoredKey, KeyRing } from './oauth/signing-keys.ts';
import { TokenService } from './oauth/token-service.ts';
import { OtherApiUsage } from './analytics/usage.ts';
import { BurstLimiter } from './quota/burst-limiter.ts';
import { emptyQuotaState, QuotaLedger, type QuotaState } from './quota/ledger.ts';
import { FaultQueue } from './control/faults.ts';
import { ImageService } from './images/image-service.ts';
import { buildSeed, type SeedOptions } from './seed/index.ts';
import { Persistence, type PersistedState } from './state/persistence.ts';
import { defaultSettings, type Settings } from './state/settings.ts';
import { emptyChanges, World } from './state/world.ts';
import { SandboxClock } from './util/clock.ts';
import { UploadSessions } from './youtube/upload-sessions.ts';

export interface CoreOptions {
  publicBaseUrl: () => string;
  dataDir?: string;
  clients?: SandboxClientRegistration[];
  accessTokenTtlSeconds?: number;
  now?: () => Date;
  seed?: SeedOptions;
}

export class SandboxCore {
  readonly clock: SandboxClock;
  readonly persistence: Persistence;
  readonly clients: ClientRegistry;
  readonly keys: KeyRing;
  readonly tokens: TokenService;
  readonly ledger: QuotaLedger;
  readonly faults = new FaultQueue();
  readonly burst = new BurstLimiter();
  /** Per-project use of the YouTube Analytics and Reporting APIs (memory only). */
  readonly analyticsUsage = new OtherApiUsage();
  readonly images = new ImageService();
  /** Resumable videos.insert sessions (memory only). */
  readonly uploads = new UploadSessions();
  readonly baseUrl: () => string;
  settings: Settings;
  world: World;
  auth: AuthState;
  quota: QuotaState;
  seedTime: Date;
  private readonly initialClients: SandboxClientRegistration[];
  private readonly defaultTtl: number;
  private readonly seedOptions: SeedOptions;
  /** Clients registered at run time (control plane), persisted so a restart keeps them. */
  private runtimeClients: SandboxClientRegistration[] = [];

  constructor(options: CoreOptions) {
    this.baseUrl = () => options.publicBaseUrl().replace(/\/+$/, '');
    this.clock = new SandboxClock(options.now ?? (() => new Date()));
    this.defaultTtl = options.accessTokenTtlSeconds ?? 3600;
    this.initialClients = options.clients ?? [];
    this.seedOptions = options.seed ?? {};
    this.persistence = new Persistence(options.dataDir, () => this.snapshot());
    const secrets = this.persistence.loadOrCreateSecrets(() => ({
      clientSecret: `GOCSPX-${randomBytes(21).toString('base64url')}`,
      keys: [generateStoredKey(), generateStoredKey()],
    }));
    this.keys = new KeyRing(secrets.keys);
    this.clients = new ClientRegistry(secrets.clientSecret, this.initialClients);
    const onChange = () => this.changed();
    this.tokens = new TokenService(
      () => this.auth,
      this.clock,
      () => this.settings,
      onChange,
    );
    this.ledger = new QuotaLedger(
      () => this.quota,
      this.clock,
      () => this.settings,
      onChange,
    );

    const saved = this.persistence.loadState();
    this.clock.offsetMs = saved?.clockOffsetMs ?? 0;
    this.settings = { ...defaultSettings(this.defaultTtl), ...(saved?.settings ?? {}) };
    if (options.accessTokenTtlSeconds !== undefined)
      this.settings.accessTokenTtlSeconds = options.accessTokenTtlSeconds;
    this.seedTime = saved ? new Date(saved.seedTime) : this.clock.now();
    this.world = new World(
      buildSeed(this.seedTime, this.seedOptions),
      saved?.world ?? emptyChanges(),
      onChange,
      () => this.clock.now(),
    );
    this.auth = saved?.auth ?? emptyAuthState();
    this.quota = saved?.quota ?? emptyQuotaState();
    for (const client of saved?.clients ?? []) this.registerClient(client);
  }

  changed(): void {
    this.persistence.schedule();
  }

  registerClient(registration: SandboxClientRegistration): SandboxClientRegistration {
    this.runtimeClients = [
      ...this.runtimeClients.filter((c) => c.clientId !== registration.clientId),
      registration,
    ];
    const client = this.clients.register(registration);
    this.changed();
    return client;
  }

  snapshot(): PersistedState {
    pruneAuthState(this.auth, this.clock.nowMs());
    return {
      version: 1,
      seedTime: this.seedTime.toISOString(),
      clockOffsetMs: this.clock.offsetMs,
      settings: this.settings,
      world: this.world.changes,
      auth: this.auth,
      quota: this.quota,
      clients: this.runtimeClients,
    };
  }

  /** Back to the seed: no changes, grants, quota use, faults or clock offset; settings to their defaults. */
  async reset(): Promise<void> {
    this.clock.offsetMs = 0;
    this.settings = defaultSettings(this.defaultTtl);
    this.seedTime = this.clock.now();
    this.world = new World(
      buildSeed(this.seedTime, this.seedOptions),
      emptyChanges(),
      () => this.changed(),
      () => this.clock.now(),
    );
    this.auth = emptyAuthState();
    this.quota = emptyQuotaState();
    this.tokens.clearCodes();
    this.faults.clear();
    this.uploads.clear();
    this.burst.clear();
    this.analyticsUsage.clear();
    this.images.clear();
    await this.persistence.clearBlobs();
    await this.persistence.flush();
  }

  async close(): Promise<void> {
    await this.persistence.flush();
  }
}
