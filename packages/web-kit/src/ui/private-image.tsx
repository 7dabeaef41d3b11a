import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { fetchImageBlob, toast, translateKit, useKitT } from '@haat/web-kit';
import messages from '../forms/messages.json';
import './private-image.css';

type PrivateImageState = { url: string | null; status: 'loading' | 'ready' | 'error' };

/**
 * A private image (identity document, report evidence: `/api/images/private/…`,
 * `/api/reports/:id/images/…`) as a blob: URL, fetched with the session's token; revoked when the
 * source changes or the component goes. Any other URL is used as it is.
 */
export function usePrivateImage(src: string | null | undefined): PrivateImageState {
  const [loaded, setLoaded] = useState<{ src: string; url: string | null } | null>(null);
  const fetched = typeof src === 'string' && src.startsWith('/api/');
  useEffect(() => {
    if (!fetched) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchImageBlob(src, controller.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ src, url: objectUrl });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ src, url: null });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src, fetched]);
  if (!src) return { url: null, status: 'error' };
  if (!fetched) return { url: src, status: 'ready' };
  if (loaded?.src !== src) return { url: null, status: 'loading' };
  return loaded.url ? { url: loaded.url, status: 'ready' } : { url: null, status: 'error' };
}

/** `<img>` for a private image: a placeholder of the same class while it loads, "Image unavailable" if it cannot be had. */
export function PrivateImage({ src, alt, className = '', ...rest }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string; alt: string }) {
  const t = useKitT(messages);
  const { url, status } = usePrivateImage(src);
  if (status === 'ready' && url) return <img {...rest} src={url} alt={alt} className={className} />;
  return (
    <span className={`private-image private-image--${status} ${className}`} role="img" aria-label={alt} aria-busy={status === 'loading'}>
      {status === 'error' ? t('kit.form.noImage') : null}
    </span>
  );
}

/** Opens a private image full size in a new tab (the tab is opened at once, so no popup blocker stops it). */
export async function openPrivateImage(src: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchImageBlob(src));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // The new tab has loaded it by then; the URL is not needed any longer.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}

/**
 * A private image's thumbnail and a link-like button that opens it full size (a UPI payment
 * screenshot on an order): an `<a href>` to a private URL would open without the session's token.
 */
export function PrivateImageLink({ src, alt, label, className = '' }: { src: string; alt: string; label: string; className?: string }) {
  return (
    <button type="button" className={`private-image-link ${className}`} onClick={() => void openPrivateImage(src).catch(() => toast.error(translateKit(messages, 'kit.form.imageFailed')))}>
      <PrivateImage src={src} alt={alt} className="private-image-link__image" loading="lazy" />
      <span>{label}</span>
    </button>
  );
}
