// Saves a downloaded caption track as a file (lib/save-file.ts: a download on the web, the share sheet on native).
import { saveBlob } from '../../lib/save-file.ts';

export const EXTENSIONS = { srt: 'srt', vtt: 'vtt', sbv: 'sbv', ttml: 'ttml' } as const;
const TYPES = {
  srt: 'application/x-subrip',
  vtt: 'text/vtt',
  sbv: 'text/plain',
  ttml: 'application/ttml+xml',
} as const;

export function captionFileName(videoId: string, language: string, format: keyof typeof EXTENSIONS): string {
  return `${videoId}.${language.replace(/[^A-Za-z0-9-]/g, '')}.${EXTENSIONS[format]}`;
}

export function saveCaptionFile(
  body: string,
  filename: string,
  format: keyof typeof EXTENSIONS,
): Promise<void> {
  return saveBlob(new Blob([body], { type: `${TYPES[format]};charset=utf-8` }), filename);
}
