import { toast } from '@haat/web-kit';
import { openPrivateImage, PrivateImage } from '@haat/web-kit/forms';
import { Dialog } from '@haat/web-kit/dialog';
import { useId, useState } from 'react';
import { useT } from '../i18n.ts';
import { commonT } from './labels.ts';
import messages from './messages.json';

/**
 * Thumbnails of private images (identity documents, report evidence), fetched with the session's
 * token (web-kit PrivateImage); a click shows one large, with the others a key press away.
 */
export function ImageGallery({ images, label }: { images: string[]; label: string }) {
  const t = useT(messages);
  const [shown, setShown] = useState<number | null>(null);
  const titleId = useId();
  if (images.length === 0) return <p className="muted small">{t('common.noImages')}</p>;
  const current = shown === null ? null : images[shown] ?? null;
  const move = (by: number) => setShown((i) => (i === null ? null : (i + by + images.length) % images.length));

  return (
    <>
      <ul className="admin-thumbs" aria-label={label}>
        {images.map((src, i) => (
          <li key={src}>
            <button type="button" className="admin-thumb" onClick={() => setShown(i)} aria-label={t('common.enlarge', { label: label.toLowerCase(), number: i + 1, total: images.length })}>
              <PrivateImage src={src} alt="" className="admin-thumb__image" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={current !== null} onClose={() => setShown(null)} labelledBy={titleId} className="modal admin-viewer">
        {current !== null && shown !== null ? (
          <div className="modal__body" onKeyDown={(e) => { const back = document.documentElement.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'; if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') move(e.key === back ? -1 : 1); }}>
            <div className="modal__header">
              <h2 id={titleId} className="modal__title">{t('common.imageOf', { label, number: shown + 1, total: images.length })}</h2>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setShown(null)} data-autofocus>{t('common.close')}</button>
            </div>
            <PrivateImage src={current} alt={t('common.imageAlt', { label, number: shown + 1 })} className="admin-viewer__image" />
            <div className="modal__actions">
              {images.length > 1 ? (
                <>
                  <button type="button" className="btn btn--ghost btn--small" onClick={() => move(-1)}>{t('common.previous')}</button>
                  <button type="button" className="btn btn--ghost btn--small" onClick={() => move(1)}>{t('common.next')}</button>
                </>
              ) : null}
              <button
                type="button"
                className="btn btn--secondary btn--small"
                onClick={() => void openPrivateImage(current).catch(() => toast.error(commonT('common.imageOpenError')))}
              >
                {t('common.openFullSize')}
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
