// Saving a file the user asked for (a caption track, a kept thumbnail). On the web it is the browser's download:
// an <a download> on an object URL, or on the API path itself, where the session cookie goes along and the
// server names the file. A native WebView downloads nothing, and its API calls need the bearer token: the shell
// registers a saver (native/capacitor-file-saver.ts) that writes the file to the app's cache and opens the
// system share sheet, from which the user saves it to Files or Photos or sends it to an app.
import { fetchApiFile } from './api.ts';

export interface NativeFileSaver {
  save(file: { name: string; blob: Blob }): Promise<void>;
}

let nativeSaver: NativeFileSaver | null = null;

export function setNativeFileSaver(saver: NativeFileSaver | null): void {
  nativeSaver = saver;
}

function clickDownload(href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a file made in the page. */
export async function saveBlob(blob: Blob, name: string): Promise<void> {
  if (nativeSaver) return nativeSaver.save({ name, blob });
  const url = URL.createObjectURL(blob);
  clickDownload(url, name);
  // The download has its own copy once it starts; a later revoke only frees the page's.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves a file the API serves at `path` (GET), named as the server names it, else `fallbackName`. */
export async function saveApiFile(path: string, fallbackName: string): Promise<void> {
  if (!nativeSaver) return clickDownload(path, '');
  const { blob, filename } = await fetchApiFile(path);
  await nativeSaver.save({ name: filename ?? fallbackName, blob });
}
