import { describeError } from '@haat/web-kit';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';
import { uploadProofPhoto } from '../orders-api.ts';
import { shrinkPhoto } from '../proof-photo.ts';

/**
 * "Take a photo": opens the back camera on a phone (a file picker elsewhere), makes the picture
 * smaller, uploads it at once (POST /images) and hands its URL up; shows it, or why it failed.
 */
export function ProofPhotoField({ photoUrl, onPhoto, onBusy, invalid }: {
  photoUrl: string | null;
  onPhoto: (url: string | null) => void;
  onBusy: (busy: boolean) => void;
  invalid: boolean;
}) {
  const t = useT(messages);
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same picture may be taken again after a failure
    if (!file) return;
    if (!file.type.startsWith('image/')) return setError(t('orders.photoNotImage'));
    setError(null);
    setUploading(true);
    onBusy(true);
    onPhoto(null);
    try {
      const photo = await shrinkPhoto(file);
      const url = await uploadProofPhoto(photo);
      setPreview(URL.createObjectURL(photo));
      onPhoto(url);
    } catch (err) {
      setPreview(null);
      setError(describeError(err, t('orders.photoUploadError')));
    } finally {
      setUploading(false);
      onBusy(false);
    }
  };

  return (
    <div className="field delivery-photo">
      <span className="field__label" id={`${id}-label`}>{t('orders.photoLabel')}</span>
      {photoUrl && preview ? <img className="delivery-photo__preview" src={preview} alt={t('orders.photoAlt')} /> : null}
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/*"
        capture="environment"
        disabled={uploading}
        aria-describedby={`${id}-label`}
        aria-invalid={invalid || undefined}
        onChange={(e) => void pick(e)}
      />
      <label className={`btn ${photoUrl ? 'btn--ghost' : 'btn--secondary'} delivery-big-button delivery-photo__pick`} htmlFor={id} aria-disabled={uploading}>
        {t(uploading ? 'orders.uploadingPhoto' : photoUrl ? 'orders.takeAnotherPhoto' : 'orders.takePhoto')}
      </label>
      {uploading ? <p className="muted small" role="status">{t('orders.uploadingPhoto')}</p> : null}
      {error ? <p className="form-error" role="alert">{error}</p> : null}
    </div>
  );
}
