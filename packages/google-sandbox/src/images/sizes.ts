// YouTube's thumbnail names and sizes (i.ytimg.com/vi/<id>/<name>.jpg) and channel avatar sizes.

export const THUMBNAIL_SIZES = {
  default: { file: 'default', width: 120, height: 90 },
  medium: { file: 'mqdefault', width: 320, height: 180 },
  high: { file: 'hqdefault', width: 480, height: 360 },
  standard: { file: 'sddefault', width: 640, height: 480 },
  maxres: { file: 'maxresdefault', width: 1280, height: 720 },
} as const;

export type ThumbnailKey = keyof typeof THUMBNAIL_SIZES;

export const AVATAR_SIZES = { default: 88, medium: 240, high: 800 } as const;

export function thumbnailSizeByFile(file: string): (typeof THUMBNAIL_SIZES)[ThumbnailKey] | undefined {
  return Object.values(THUMBNAIL_SIZES).find((s) => s.file === file);
}
