// Saves a downloaded caption track in the browser as a file (the download attribute on an object URL).
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

export function saveCaptionFile(body: string, filename: string, format: keyof typeof EXTENSIONS): void {
  const url = URL.createObjectURL(new Blob([body], { type: `${TYPES[format]};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
