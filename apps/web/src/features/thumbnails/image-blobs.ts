// The rendered thumbnail as bytes: the server answers a render as a data URL; uploading needs it as a Blob,
// and the clipboard takes images as PNG only, so a JPEG is redrawn as PNG in the page first.

/** A `data:<type>;base64,…` URL as a Blob of that type. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]+)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('Not a data URL');
  const [, type = 'application/octet-stream', base64, payload = ''] = match;
  if (!base64) return new Blob([decodeURIComponent(payload)], { type });
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** Whether this browser lets a page put an image on the clipboard (the async Clipboard API with ClipboardItem). */
export function canCopyImages(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.ClipboardItem === 'function' &&
    typeof navigator.clipboard?.write === 'function'
  );
}

async function asPng(image: Blob): Promise<Blob> {
  if (image.type === 'image/png') return image;
  const bitmap = await createImageBitmap(image);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((png) => (png ? resolve(png) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}

/**
 * Puts the image on the clipboard as PNG. The conversion is handed to the ClipboardItem as a promise, so the
 * write starts inside the click (browsers allow clipboard writes only from a user action). Answers whether it
 * worked.
 */
export async function copyImage(image: Blob): Promise<boolean> {
  if (!canCopyImages()) return false;
  try {
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': asPng(image) })]);
    return true;
  } catch {
    return false;
  }
}
