// An upload as the web sees it: the stored analysis with its frames' URLs, the publish outcome, and when the
// file goes.
import { routePath, uploadRoutes, type UploadSummaryView, type UploadView } from '@vidcraft/contracts';
import type { VideoUploadRow } from '../../db/schema.ts';
import type { StoredAnalysis } from './upload-keys.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function presentUploadSummary(
  row: Omit<VideoUploadRow, 'analysis' | 'caption_file'>,
): UploadSummaryView {
  return {
    id: row.id,
    fileName: row.file_name,
    sizeBytes: Number(row.size_bytes),
    workingTitle: row.working_title,
    language: row.language,
    status: row.status,
    analysisRunId: row.analysis_run_id,
    publishRunId: row.publish_run_id,
    error: row.error_code ? { code: row.error_code, message: row.error_message ?? '' } : null,
    published: (row.published as UploadView['published']) ?? null,
    createdAt: iso(row.created_at)!,
    fileExpiresAt: row.file_removed_at ? null : iso(row.file_expires_at),
  };
}

export function presentUpload(row: VideoUploadRow): UploadView {
  const stored = row.analysis as StoredAnalysis | null;
  return {
    ...presentUploadSummary(row),
    analysis: stored
      ? {
          ...stored,
          frames: stored.frames.map((frame) => ({
            ...frame,
            url: routePath(uploadRoutes.frame.path, { id: row.id, index: frame.index }),
          })),
        }
      : null,
  };
}
