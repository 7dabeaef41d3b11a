import { describeError } from '@haat/web-kit';
import { useId, useState, type ChangeEvent } from 'react';
import { uploadProductImage } from './products-api.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp';

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
        if (!file.type.startsWith('image/')) throw new Error(`${file.name} is not an image.`);
        urls.push(await uploadProductImage(file));
      }
      onUploaded(urls);
    } catch (err) {
      setError(describeError(err, 'Failed to upload the image. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, pick };
}

/** The main picture: preview, replace, remove. */
export function MainImageField({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const id = useId();
  const upload = useUpload((urls) => onChange(urls[0] ?? value));
  return (
    <fieldset className="field product-images">
      <legend className="field__label">Main image</legend>
      <div className="product-images__list">
        {value ? (
          <figure className="product-images__item">
            <img src={value} alt="Main product image" width={88} height={88} />
            <button type="button" className="btn btn--ghost btn--small" onClick={() => onChange('')}>Remove</button>
          </figure>
        ) : null}
        <label className="btn btn--secondary btn--small product-images__pick" htmlFor={id}>{upload.busy ? 'Uploading...' : value ? 'Replace image' : 'Upload image'}</label>
        <input id={id} className="visually-hidden" type="file" accept={ACCEPT} disabled={upload.busy} onChange={(e) => void upload.pick(e, 1)} />
      </div>
      {upload.error ? <p className="form-error" role="alert">{upload.error}</p> : null}
    </fieldset>
  );
}

/** More pictures (up to `max`): previews, each removable, more added several at a time. */
export function MoreImagesField({ value, max, onChange }: { value: string[]; max: number; onChange: (urls: string[]) => void }) {
  const id = useId();
  const upload = useUpload((urls) => onChange([...value, ...urls].slice(0, max)));
  const room = max - value.length;
  return (
    <fieldset className="field product-images">
      <legend className="field__label">Additional images <span className="muted small">({value.length}/{max})</span></legend>
      <div className="product-images__list">
        {value.map((url, i) => (
          <figure key={url} className="product-images__item">
            <img src={url} alt={`Additional image ${i + 1}`} width={88} height={88} />
            <button type="button" className="btn btn--ghost btn--small" onClick={() => onChange(value.filter((u) => u !== url))} aria-label={`Remove additional image ${i + 1}`}>Remove</button>
          </figure>
        ))}
        {room > 0 ? (
          <>
            <label className="btn btn--secondary btn--small product-images__pick" htmlFor={id}>{upload.busy ? 'Uploading...' : 'Add images'}</label>
            <input id={id} className="visually-hidden" type="file" accept={ACCEPT} multiple disabled={upload.busy} onChange={(e) => void upload.pick(e, room)} />
          </>
        ) : null}
      </div>
      {upload.error ? <p className="form-error" role="alert">{upload.error}</p> : null}
    </fieldset>
  );
}
