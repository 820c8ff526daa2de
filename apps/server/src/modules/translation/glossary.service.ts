// A channel's glossary as the creator edits it, and as the engines' protection uses it: the channel's own
// name is never translated, whatever the list says.
import type { GlossaryTerm } from '@vidcraft/contracts';
import type { GlossaryTermRow } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { ConnectionsRepo } from '../channels/connections.repo.ts';
import type { GlossariesRepo } from './glossaries.repo.ts';
import type { GlossaryEntry } from './protected-text.ts';

export class GlossaryService {
  private readonly repo: GlossariesRepo;
  private readonly connections: ConnectionsRepo;
  constructor(repo: GlossariesRepo, connections: ConnectionsRepo) {
    this.repo = repo;
    this.connections = connections;
  }

  /** The signed-in user's connection of a YouTube channel (someone else's is a 404). */
  private async channel(userId: string, channelId: string) {
    const connection = (await this.connections.listForUser(userId)).find(
      (c) => c.youtube_channel_id === channelId,
    );
    if (!connection) throw notFound('The channel');
    return connection;
  }

  async forChannel(userId: string, channelId: string) {
    const connection = await this.channel(userId, channelId);
    return { channelId, terms: await this.terms(connection.id, connection.channel_title) };
  }

  async saveForChannel(userId: string, channelId: string, terms: readonly GlossaryTerm[]) {
    const connection = await this.channel(userId, channelId);
    return { channelId, terms: await this.save(connection.id, terms) };
  }

  /** The terms as stored; a channel that never saved one starts with its name on the do-not-translate list. */
  async terms(connectionId: string, channelTitle: string): Promise<GlossaryTermRow[]> {
    return (await this.repo.terms(connectionId)) ?? [{ term: channelTitle, keep: true, translations: {} }];
  }

  async save(connectionId: string, terms: readonly GlossaryTerm[]): Promise<GlossaryTermRow[]> {
    // One entry per term (the last one wins), so the editor cannot store contradicting rules.
    const byTerm = new Map(
      terms.map((t) => [
        t.term.toLowerCase(),
        { term: t.term, keep: t.keep, translations: t.keep ? {} : t.translations },
      ]),
    );
    const rows = [...byTerm.values()];
    await this.repo.save(connectionId, rows);
    return rows;
  }

  async entries(connectionId: string, channelTitle: string): Promise<GlossaryEntry[]> {
    const terms = await this.terms(connectionId, channelTitle);
    const channel = channelTitle.trim();
    const hasChannel = terms.some((t) => t.term.toLowerCase() === channel.toLowerCase());
    return hasChannel || !channel ? terms : [...terms, { term: channel, keep: true, translations: {} }];
  }
}
