// Images the API serves (kept thumbnails, upload frames: `/api/...` paths in its answers). On the web an <img>
// loads them itself with the session cookie. In the native shell an <img> can send neither the bearer token
// nor go to the mobile API origin, and the server rightly refuses it without credentials; so there the image
// is fetched with the token (lib/api-credentials.ts) and shown from an object URL, released when done.
import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { usesBearerToken } from './api-credentials.ts';
import { fetchApiFile } from './api.ts';

function isApiPath(url: string): boolean {
  return url.startsWith('/api/');
}

/** The src to give an <img> for `url`: itself, or on native (for API paths) an object URL once loaded. */
export function useApiImageSrc(url: string | null | undefined): string | undefined {
  const viaToken = Boolean(url && usesBearerToken() && isApiPath(url));
  const [loaded, setLoaded] = useState<{ url: string; src: string } | null>(null);

  useEffect(() => {
    if (!viaToken || !url) return;
    let cancelled = false;
    let objectUrl: string | null = null;
    void (async () => {
      const { blob } = await fetchApiFile(url);
      if (cancelled) return;
      objectUrl = URL.createObjectURL(blob);
      setLoaded({ url, src: objectUrl });
    })().catch((error: unknown) => console.warn(`Loading the image ${url} failed`, error));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, viaToken]);

  if (!url) return undefined;
  if (!viaToken) return url;
  return loaded?.url === url ? loaded.src : undefined;
}

/** An <img> of an API image (for lists, where a hook per item cannot be called). */
export function ApiImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  return <img src={useApiImageSrc(src)} alt={alt} {...rest} />;
}
