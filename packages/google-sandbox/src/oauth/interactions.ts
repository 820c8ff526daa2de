// An authorization request in progress (between the auth URL and the redirect back), held in memory only.
import { randomId } from '../util/ids.ts';

export interface Interaction {
  id: string;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state?: string;
  nonce?: string;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
  offline: boolean;
  prompt: string[];
  includeGrantedScopes: boolean;
  loginHint?: string;
  accountId?: string;
  /** The chosen channel; null means the account (no channel, or identity-only scopes). */
  channelId?: string | null;
  createdAtMs: number;
}

const TTL_MS = 30 * 60_000;

export class InteractionStore {
  private readonly items = new Map<string, Interaction>();

  create(init: Omit<Interaction, 'id' | 'createdAtMs'>): Interaction {
    const now = Date.now();
    for (const [id, item] of this.items) if (now - item.createdAtMs > TTL_MS) this.items.delete(id);
    const interaction = { ...init, id: randomId(18), createdAtMs: now };
    this.items.set(interaction.id, interaction);
    return interaction;
  }

  get(id: string | undefined): Interaction | undefined {
    const item = id ? this.items.get(id) : undefined;
    return item && Date.now() - item.createdAtMs <= TTL_MS ? item : undefined;
  }

  finish(id: string): void {
    this.items.delete(id);
  }
}
