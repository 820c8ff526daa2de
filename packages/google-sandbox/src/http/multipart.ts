// multipart/related, as googleapis-common sends uploads with metadata: a JSON part, then the media part.

export interface Part {
  headers: Record<string, string>;
  body: Buffer;
}

export function boundaryOf(contentTypeHeader: string | undefined): string | null {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentTypeHeader ?? '');
  return match ? (match[1] ?? match[2] ?? '').trim() : null;
}

export function parseMultipart(body: Buffer, boundary: string): Part[] | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Part[] = [];
  let start = body.indexOf(delimiter);
  if (start < 0) return null;
  while (start >= 0) {
    let cursor = start + delimiter.length;
    if (body.subarray(cursor, cursor + 2).toString() === '--') break;
    if (body.subarray(cursor, cursor + 2).toString() === '\r\n') cursor += 2;
    const next = body.indexOf(delimiter, cursor);
    if (next < 0) return null;
    const chunk = body.subarray(cursor, next);
    const headerEnd = chunk.indexOf('\r\n\r\n');
    if (headerEnd < 0) return null;
    const headers: Record<string, string> = {};
    for (const line of chunk.subarray(0, headerEnd).toString('utf8').split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    let content = chunk.subarray(headerEnd + 4);
    // The CRLF before the next delimiter belongs to the delimiter.
    if (content.subarray(-2).toString() === '\r\n') content = content.subarray(0, -2);
    parts.push({ headers, body: content });
    start = next;
  }
  return parts;
}
