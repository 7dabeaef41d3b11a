import { describeError } from '@haat/web-kit';
import { useId, useState } from 'react';
import { uploadImage } from '../store-settings-api.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif';
/** The server's caps per preset (spec §9): store 5 MB, document 8 MB, qr 1 MB. */
const MAX_MB = { store: 5, document: 8, qr: 1 } as const;

/** One picture: a preview, "Upload" (POST /images with the preset) and "Remove". */
export function ImagePicker({ label, value, onChange, preset, hint, previewClass = '' }: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  preset: 'store' | 'document' | 'qr';
  hint?: string;
  previewClass?: string;
}) {
  const t = useT(messages);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return setError(t('store.fileNotImage'));
    if (file.size > MAX_MB[preset] * 1024 * 1024) return setError(t('store.fileTooLarge', { mb: MAX_MB[preset] }));
    setBusy(true);
    setError('');
    try {
      onChange(await uploadImage(file, preset));
    } catch (err) {
      setError(describeError(err, t('store.uploadFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="field store-image">
      <span className="field__label" id={`${id}-label`}>{label}</span>
      {value ? <img className={`store-image__preview ${previewClass}`} src={value} alt={t('store.preview', { label })} /> : <div className={`store-image__preview store-image__empty ${previewClass}`}>{t('store.noPicture')}</div>}
      {hint ? <p className="field__hint">{hint}</p> : null}
      <div className="inline-actions">
        <label className={`btn btn--secondary btn--small${busy ? ' is-busy' : ''}`} htmlFor={`${id}-file`}>{busy ? t('store.uploading') : value ? t('store.replace') : t('store.upload')}</label>
        <input
          id={`${id}-file`} className="visually-hidden" type="file" accept={ACCEPTED} disabled={busy} aria-labelledby={`${id}-label`}
          onChange={(e) => { void pick(e.target.files?.[0]); e.target.value = ''; }}
        />
        {value ? <button type="button" className="btn btn--ghost btn--small" onClick={() => onChange('')}>{t('store.remove')}</button> : null}
      </div>
      {error ? <p className="form-error" role="alert">{error}</p> : null}
    </div>
  );
}
