// Checks the browser can make before sending a byte: is it a video at all, and does it fit the server's limit.
// The server checks the content again (ffprobe) once it has arrived.
const VIDEO_EXTENSIONS = new Set([
  '3gp',
  'avi',
  'flv',
  'hevc',
  'm2ts',
  'm4v',
  'mkv',
  'mov',
  'mp4',
  'mpeg',
  'mpg',
  'mts',
  'mxf',
  'ogv',
  'ts',
  'webm',
  'wmv',
]);

export type FileProblem = 'notVideo' | 'tooLarge' | 'empty';

function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(name);
  return match?.[1]?.toLowerCase() ?? '';
}

export function looksLikeVideo(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type.startsWith('video/')) return true;
  return VIDEO_EXTENSIONS.has(extensionOf(file.name));
}

export function fileProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  maxBytes: number,
): FileProblem | null {
  if (!looksLikeVideo(file)) return 'notVideo';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}

/** Caption files the server reads as a transcript. */
export const CAPTION_ACCEPT = '.srt,.vtt,.sbv,text/vtt,application/x-subrip';
