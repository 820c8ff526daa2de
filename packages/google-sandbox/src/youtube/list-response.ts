// List envelopes: kind, etag, page tokens, pageInfo with integer counts, and `items` omitted when empty.
import { EMPTY_LIST_ETAG, etagOf, randomId } from '../util/ids.ts';

export interface ListOptions {
  totalResults?: number;
  resultsPerPage?: number;
  nextPageToken?: string;
  prevPageToken?: string;
  /** playlistItems.list etags change on every call, as observed on YouTube. */
  volatileEtag?: boolean;
  pageInfo?: boolean;
}

export function listResponse(kind: string, items: Record<string, unknown>[], options: ListOptions = {}) {
  const envelope: Record<string, unknown> = { kind, etag: '' };
  if (options.nextPageToken) envelope.nextPageToken = options.nextPageToken;
  if (options.prevPageToken) envelope.prevPageToken = options.prevPageToken;
  if (options.pageInfo !== false) {
    envelope.pageInfo = {
      totalResults: options.totalResults ?? items.length,
      resultsPerPage: options.resultsPerPage ?? items.length,
    };
  }
  if (items.length > 0) envelope.items = items;
  envelope.etag =
    items.length === 0 && !options.nextPageToken && !options.prevPageToken
      ? EMPTY_LIST_ETAG
      : etagOf({ ...envelope, etag: undefined, nonce: options.volatileEtag ? randomId(8) : undefined });
  return envelope;
}
