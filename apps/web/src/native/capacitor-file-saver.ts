// Saving files in the native shell (lib/save-file.ts): the file is written to the app's cache directory
// (@capacitor/filesystem) and handed to the system share sheet (@capacitor/share), where the user saves it to
// Files or Photos or sends it to another app. Closing the sheet without choosing is not a failure.
import { Directory, Filesystem } from '@capacitor/filesystem';
import { Share } from '@capacitor/share';
import type { NativeFileSaver } from '../lib/save-file.ts';

/** The plugins' rejection when the user closes the share sheet (iOS and Android). */
const SHARE_CANCELED = 'Share canceled';

/** A name safe as one path segment in the cache: no separators, no leading dots, never empty. */
export function cacheFileName(name: string): string {
  const safe = name
    .replace(/[^\p{L}\p{N}._ -]/gu, '_')
    .replace(/^[.\s]+/, '')
    .slice(0, 120);
  return safe || 'file';
}

function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result);
      resolve(dataUrl.slice(dataUrl.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('Reading the file failed'));
    reader.readAsDataURL(blob);
  });
}

export function createCapacitorFileSaver(): NativeFileSaver {
  return {
    async save({ name, blob }) {
      const fileName = cacheFileName(name);
      const { uri } = await Filesystem.writeFile({
        path: `saved/${fileName}`,
        data: await base64Of(blob),
        directory: Directory.Cache,
        recursive: true,
      });
      try {
        await Share.share({ files: [uri], title: fileName, dialogTitle: fileName });
      } catch (error) {
        if (!(error instanceof Error && error.message === SHARE_CANCELED)) throw error;
      }
    },
  };
}
