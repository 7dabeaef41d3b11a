import { toast } from '@haat/web-kit';
import { openPrivateImage, PrivateImage } from '@haat/web-kit/forms';
import { Dialog } from '@haat/web-kit/dialog';
import { useId, useState } from 'react';

/**
 * Thumbnails of private images (identity documents, report evidence), fetched with the session's
 * token (web-kit PrivateImage); a click shows one large, with the others a key press away.
 */
export function ImageGallery({ images, label }: { images: string[]; label: string }) {
  const [shown, setShown] = useState<number | null>(null);
  const titleId = useId();
  if (images.length === 0) return <p className="muted small">No images.</p>;
  const current = shown === null ? null : images[shown] ?? null;
  const move = (by: number) => setShown((i) => (i === null ? null : (i + by + images.length) % images.length));

  return (
    <>
      <ul className="admin-thumbs" aria-label={label}>
        {images.map((src, i) => (
          <li key={src}>
            <button type="button" className="admin-thumb" onClick={() => setShown(i)} aria-label={`Enlarge ${label.toLowerCase()} ${i + 1} of ${images.length}`}>
              <PrivateImage src={src} alt="" className="admin-thumb__image" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={current !== null} onClose={() => setShown(null)} labelledBy={titleId} className="modal admin-viewer">
        {current !== null && shown !== null ? (
          <div className="modal__body" onKeyDown={(e) => { if (e.key === 'ArrowRight') move(1); if (e.key === 'ArrowLeft') move(-1); }}>
            <div className="modal__header">
              <h2 id={titleId} className="modal__title">{label} {shown + 1} of {images.length}</h2>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setShown(null)} data-autofocus>Close</button>
            </div>
            <PrivateImage src={current} alt={`${label} ${shown + 1}`} className="admin-viewer__image" />
            <div className="modal__actions">
              {images.length > 1 ? (
                <>
                  <button type="button" className="btn btn--ghost btn--small" onClick={() => move(-1)}>Previous</button>
                  <button type="button" className="btn btn--ghost btn--small" onClick={() => move(1)}>Next</button>
                </>
              ) : null}
              <button
                type="button"
                className="btn btn--secondary btn--small"
                onClick={() => void openPrivateImage(current).catch(() => toast.error('Could not open the image.'))}
              >
                Open full size
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
