import { describeError, withTags } from '@haat/web-kit';
import { useId, useState, type ChangeEvent } from 'react';
import { uploadProductImage } from './products-api.ts';
import { translate, useT } from '../i18n.ts';
import messages from './messages.json';

const ACCEPT = 'image/jpeg,image/png,image/webp';
/** The '(3/10)' after the label, quieter than it. */
const MUTED_TAG = { muted: (text: string) => <span className="muted small">{text}</span> };

/** Uploads the picked files one by one through POST /images; returns their URLs, or shows why not. */
function useUpload(onUploaded: (urls: string[]) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pick = async (event: ChangeEvent<HTMLInputElement>, max: number) => {
    const files = [...(event.target.files ?? [])].slice(0, max);
    event.target.value = ''; // the same file may be picked again after removing it
    if (files.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      const urls: string[] = [];
      for (const file of files) {
        if (!file.type.startsWith('image/')) throw new Error(translate(messages, 'products.notAnImage', { file: file.name }));
        urls.push(await uploadProductImage(file));
      }
      onUploaded(urls);
    } catch (err) {
      setError(describeError(err, translate(messages, 'products.uploadFailed')));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, pick };
}

/** The main picture: preview, replace, remove. */
export function MainImageField({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const t = useT(messages);
  const id = useId();
  const upload = useUpload((urls) => onChange(urls[0] ?? value));
  return (
    <fieldset className="field product-images">
      <legend className="field__label">{t('products.mainImage')}</legend>
      <div className="product-images__list">
        {value ? (
          <figure className="product-images__item">
            <img src={value} alt={t('products.mainImageAlt')} width={88} height={88} />
            <button type="button" className="btn btn--ghost btn--small" onClick={() => onChange('')}>{t('products.remove')}</button>
          </figure>
        ) : null}
        <label className="btn btn--secondary btn--small product-images__pick" htmlFor={id}>{upload.busy ? t('products.uploading') : value ? t('products.replaceImage') : t('products.uploadImage')}</label>
        <input id={id} className="visually-hidden" type="file" accept={ACCEPT} disabled={upload.busy} onChange={(e) => void upload.pick(e, 1)} />
      </div>
      {upload.error ? <p className="form-error" role="alert">{upload.error}</p> : null}
    </fieldset>
  );
}

/** More pictures (up to `max`): previews, each removable, more added several at a time. */
export function MoreImagesField({ value, max, onChange }: { value: string[]; max: number; onChange: (urls: string[]) => void }) {
  const t = useT(messages);
  const id = useId();
  const upload = useUpload((urls) => onChange([...value, ...urls].slice(0, max)));
  const room = max - value.length;
  return (
    <fieldset className="field product-images">
      <legend className="field__label">{withTags(t('products.additionalImages', { count: value.length, max }), MUTED_TAG)}</legend>
      <div className="product-images__list">
        {value.map((url, i) => (
          <figure key={url} className="product-images__item">
            <img src={url} alt={t('products.additionalImageAlt', { number: i + 1 })} width={88} height={88} />
            <button type="button" className="btn btn--ghost btn--small" onClick={() => onChange(value.filter((u) => u !== url))} aria-label={t('products.removeAdditionalImage', { number: i + 1 })}>{t('products.remove')}</button>
          </figure>
        ))}
        {room > 0 ? (
          <>
            <label className="btn btn--secondary btn--small product-images__pick" htmlFor={id}>{upload.busy ? t('products.uploading') : t('products.addImages')}</label>
            <input id={id} className="visually-hidden" type="file" accept={ACCEPT} multiple disabled={upload.busy} onChange={(e) => void upload.pick(e, room)} />
          </>
        ) : null}
      </div>
      {upload.error ? <p className="form-error" role="alert">{upload.error}</p> : null}
    </fieldset>
  );
}
