import { sql, type Kysely } from 'kysely';
import type { CaptionTrackRow, Database } from '../../db/schema.ts';
import type { Caption } from '../../integrations/google/youtube.schemas.ts';

export class CaptionsRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  tracks(videoId: string): Promise<CaptionTrackRow[]> {
    return this.db
      .selectFrom('caption_tracks')
      .selectAll()
      .where('video_id', '=', videoId)
      .orderBy('language')
      .execute();
  }

  /** Replaces a video's track list with what YouTube listed (cached texts of vanished tracks go too). */
  async replaceTracks(videoId: string, captions: readonly Caption[]): Promise<CaptionTrackRow[]> {
    return this.db.transaction().execute(async (trx) => {
      const ids = captions.map((c) => c.id);
      let stale = trx.deleteFrom('caption_tracks').where('video_id', '=', videoId);
      if (ids.length) stale = stale.where('youtube_caption_id', 'not in', ids);
      await stale.execute();
      if (captions.length) {
        await trx
          .insertInto('caption_tracks')
          .values(
            captions.map((c) => ({
              video_id: videoId,
              youtube_caption_id: c.id,
              language: c.snippet.language,
              name: c.snippet.name,
              track_kind: c.snippet.trackKind ?? null,
              is_draft: c.snippet.isDraft ?? false,
              status: c.snippet.status ?? null,
              last_updated: c.snippet.lastUpdated ? new Date(c.snippet.lastUpdated) : null,
              fetched_at: sql<Date>`now()` as unknown as Date,
            })),
          )
          .onConflict((oc) =>
            oc.constraint('caption_tracks_video_caption').doUpdateSet((eb) => ({
              language: eb.ref('excluded.language'),
              name: eb.ref('excluded.name'),
              track_kind: eb.ref('excluded.track_kind'),
              is_draft: eb.ref('excluded.is_draft'),
              status: eb.ref('excluded.status'),
              last_updated: eb.ref('excluded.last_updated'),
              fetched_at: sql<Date>`now()`,
            })),
          )
          .execute();
      }
      await trx
        .updateTable('videos')
        .set({ captions_listed_at: sql<Date>`now()` as unknown as Date })
        .where('id', '=', videoId)
        .execute();
      return trx
        .selectFrom('caption_tracks')
        .selectAll()
        .where('video_id', '=', videoId)
        .orderBy('language')
        .execute();
    });
  }

  text(trackId: string, format: 'srt' | 'vtt', tlang = ''): Promise<{ body: string } | undefined> {
    return this.db
      .selectFrom('caption_texts')
      .select('body')
      .where('caption_track_id', '=', trackId)
      .where('format', '=', format)
      .where('tlang', '=', tlang)
      .executeTakeFirst();
  }

  async saveText(trackId: string, format: 'srt' | 'vtt', body: string, tlang = ''): Promise<void> {
    await this.db
      .insertInto('caption_texts')
      .values({
        caption_track_id: trackId,
        format,
        tlang,
        body,
        fetched_at: sql<Date>`now()` as unknown as Date,
      })
      .onConflict((oc) =>
        oc
          .columns(['caption_track_id', 'format', 'tlang'])
          .doUpdateSet({ body, fetched_at: sql<Date>`now()` }),
      )
      .execute();
  }

  /** Policy: caption data not refreshed within 30 days goes. */
  async deleteStale(cutoff: Date): Promise<number> {
    const texts = await this.db
      .deleteFrom('caption_texts')
      .where('fetched_at', '<', cutoff)
      .executeTakeFirst();
    const tracks = await this.db
      .deleteFrom('caption_tracks')
      .where('fetched_at', '<', cutoff)
      .executeTakeFirst();
    return Number(texts.numDeletedRows) + Number(tracks.numDeletedRows);
  }
}
