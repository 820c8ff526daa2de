// Where the upload tool lives: the tool (/video-upload) and one upload's result page (/video-upload/:id), both
// also under every language prefix.
export const UPLOAD_PATH = '/video-upload';

export function uploadResultPath(id: string): string {
  return `${UPLOAD_PATH}/${encodeURIComponent(id)}`;
}

/** The result page's anchor for the publish section (the trip to Google for write access returns to it). */
export const PUBLISH_ANCHOR = 'publish';
