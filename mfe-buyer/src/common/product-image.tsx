import { useState } from 'react';

/** An inline picture for missing or broken images (CSP allows data: images). */
const PLACEHOLDER_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 160 120'%3E%3Crect width='160' height='120' fill='%23e2e8f0'/%3E%3Cpath d='M52 82l18-22 14 16 10-12 18 18z' fill='%2394a3b8'/%3E%3Ccircle cx='104' cy='44' r='8' fill='%2394a3b8'/%3E%3C/svg%3E";

/**
 * An image that falls back to the placeholder when it is missing or fails to load (spec §2). Width
 * and height only give the box its shape early (CSS sets the size), so the layout does not jump.
 */
export function ProductImage({ src, alt, className, eager = false, width = 400, height = 300 }: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** Above the fold: load at once rather than lazily. */
  eager?: boolean;
  width?: number;
  height?: number;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = !!src && failedSrc !== src;
  return (
    <img
      className={className}
      src={usable ? src : PLACEHOLDER_IMAGE}
      alt={usable ? alt : ''}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src ?? null)}
    />
  );
}
