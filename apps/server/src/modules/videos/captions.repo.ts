import { sql, type Kysely, type OnConflictBuilder } from 'kysely';
import type { CaptionTextsTable, CaptionTrackRow, Database } from '../../db/schema.ts';

type TextFormat = CaptionTextsTable['format'];
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
          .values(captions.map((c) => trackValues(videoId, c)))
          .onConflict(refreshTrack)
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

  text(trackId: string, format: TextFormat, tlang = ''): Promise<{ body: string } | undefined> {
    return this.db
      .selectFrom('caption_texts')
      .select('body')
      .where('caption_track_id', '=', trackId)
      .where('format', '=', format)
      .where('tlang', '=', tlang)
      .executeTakeFirst();
  }

  async saveText(trackId: string, format: TextFormat, body: string, tlang = ''): Promise<void> {
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

  /**
   * Stores one track as YouTube answered a write (captions.insert or update), keeping the rest of the list.
   * A track changed in place loses its kept texts: they were the old cues.
   */
  async saveTrack(videoId: string, caption: Caption): Promise<CaptionTrackRow> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('caption_tracks')
        .values(trackValues(videoId, caption))
        .onConflict(refreshTrack)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.deleteFrom('caption_texts').where('caption_track_id', '=', row.id).execute();
      return row;
    });
  }

  /** Whether YouTube shows captions for the video (contentDetails.caption), as a write left it. */
  async setHasCaptions(videoId: string, hasCaptions: boolean): Promise<void> {
    await this.db
      .updateTable('videos')
      .set({ has_captions: hasCaptions })
      .where('id', '=', videoId)
      .execute();
  }

  /** Forgets a track YouTube deleted (its kept texts go with it). */
  async deleteTrack(videoId: string, youtubeCaptionId: string): Promise<void> {
    await this.db
      .deleteFrom('caption_tracks')
      .where('video_id', '=', videoId)
      .where('youtube_caption_id', '=', youtubeCaptionId)
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

/** A caption track row as YouTube describes it. */
function trackValues(videoId: string, caption: Caption) {
  return {
    video_id: videoId,
    youtube_caption_id: caption.id,
    language: caption.snippet.language,
    name: caption.snippet.name,
    track_kind: caption.snippet.trackKind ?? null,
    is_draft: caption.snippet.isDraft ?? false,
    status: caption.snippet.status ?? null,
    last_updated: caption.snippet.lastUpdated ? new Date(caption.snippet.lastUpdated) : null,
    fetched_at: sql<Date>`now()` as unknown as Date,
  };
}

/** A track YouTube listed again replaces what was stored of it. */
function refreshTrack(oc: OnConflictBuilder<Database, 'caption_tracks'>) {
  return oc.constraint('caption_tracks_video_caption').doUpdateSet((eb) => ({
    language: eb.ref('excluded.language'),
    name: eb.ref('excluded.name'),
    track_kind: eb.ref('excluded.track_kind'),
    is_draft: eb.ref('excluded.is_draft'),
    status: eb.ref('excluded.status'),
    last_updated: eb.ref('excluded.last_updated'),
    fetched_at: sql<Date>`now()`,
  }));
}
