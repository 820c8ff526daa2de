// Names the upload tool gives things: where its frames live in the file store, and the usage references of
// its minutes (one per minute, so a failed analysis can give each back).
import type { FrameView, UploadAnalysis } from '@vidcraft/contracts';

/** The prefix holding everything the file store keeps for one upload. */
export function uploadFilesPrefix(userId: string, uploadId: string): string {
  return `uploads/${userId}/${uploadId}`;
}

export function frameKey(userId: string, uploadId: string, index: number): string {
  return `${uploadFilesPrefix(userId, uploadId)}/frame-${index}.jpg`;
}

export function minuteReferences(uploadId: string, minutes: number): string[] {
  return Array.from({ length: minutes }, (_, i) => `upload:${uploadId}:${i + 1}`);
}

/** Minutes counted for a file: every started minute, at least one. */
export function billableMinutes(durationSeconds: number): number {
  return Math.max(1, Math.ceil(durationSeconds / 60));
}

/** The analysis as stored: frame URLs are added when it is presented. */
export type StoredAnalysis = Omit<UploadAnalysis, 'frames'> & { frames: Omit<FrameView, 'url'>[] };
