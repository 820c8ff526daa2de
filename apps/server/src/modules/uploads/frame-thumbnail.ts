// A video frame as a YouTube thumbnail: 1280×720 (YouTube asks for 16:9 and at least 640 px wide), filled
// edge to edge — a vertical or small frame is scaled to cover and cropped around its centre.
import { canvasModule } from '../thumbnails/canvas-module.ts';

export const THUMBNAIL_SIZE = { width: 1280, height: 720 } as const;

export async function frameAsThumbnail(frame: Buffer): Promise<Buffer> {
  const image = await canvasModule().loadImage(frame);
  const { width, height } = THUMBNAIL_SIZE;
  const scale = Math.max(width / image.width, height / image.height);
  const drawnWidth = image.width * scale;
  const drawnHeight = image.height * scale;
  const canvas = canvasModule().createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, (width - drawnWidth) / 2, (height - drawnHeight) / 2, drawnWidth, drawnHeight);
  return canvas.encode('jpeg', 90);
}
