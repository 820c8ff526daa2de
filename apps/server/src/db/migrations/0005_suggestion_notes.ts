import { sql, type Kysely } from 'kysely';

// Suggestion notes became objects ({ code?, message, details? }) so interfaces can translate them. Sets stored
// before keep their English words as the message: notes and title rationales were strings, and dropped parts
// were { field, reason } with English in `reason`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE suggestions SET content = content
      || jsonb_build_object('notes', (
        SELECT coalesce(jsonb_agg(
          CASE WHEN jsonb_typeof(n) = 'string' THEN jsonb_build_object('message', n) ELSE n END ORDER BY i), '[]')
        FROM jsonb_array_elements(content -> 'notes') WITH ORDINALITY AS x(n, i)))
      || jsonb_build_object('titles', (
        SELECT coalesce(jsonb_agg(
          CASE WHEN jsonb_typeof(t -> 'rationale') = 'string'
            THEN jsonb_set(t, '{rationale}', jsonb_build_object('message', t -> 'rationale')) ELSE t END
          ORDER BY i), '[]')
        FROM jsonb_array_elements(content -> 'titles') WITH ORDINALITY AS x(t, i)))
      || jsonb_build_object('dropped', (
        SELECT coalesce(jsonb_agg(
          CASE WHEN d ? 'message' THEN d
            ELSE jsonb_build_object('field', d -> 'field', 'message', d -> 'reason') END ORDER BY i), '[]')
        FROM jsonb_array_elements(content -> 'dropped') WITH ORDINALITY AS x(d, i)))
  `.execute(db);
}
