import { useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '@haat/web-kit/dialog';
import { describeError, toast } from '@haat/web-kit';
import { SelectField, TextField } from '@haat/web-kit/forms';
import { createBroadcast, updateBroadcast, type SellerBroadcast } from '../broadcasts-api.ts';
import { emptyValues, toFormData, validateBroadcast, valuesOf, type BroadcastFormValues, type FormErrors } from '../broadcast-form-values.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

type Props = {
  /** null: closed; 'new': create; a broadcast: edit it. */
  editing: SellerBroadcast | 'new' | null;
  storeId: string;
  storeCity: string;
  cities: readonly string[];
  onClose: () => void;
  onSaved: () => void;
};

/** Create or edit a broadcast in a modal: title, description, picture, days, target city, type. */
export function BroadcastFormDialog({ editing, ...rest }: Props) {
  const titleId = useId();
  return (
    <Dialog open={editing !== null} onClose={rest.onClose} labelledBy={titleId} className="modal broadcast-modal" closeOnBackdrop={false}>
      {editing !== null ? <BroadcastForm key={editing === 'new' ? 'new' : editing.id} titleId={titleId} broadcast={editing === 'new' ? null : editing} {...rest} /> : null}
    </Dialog>
  );
}

function BroadcastForm({ titleId, broadcast, storeId, storeCity, cities, onClose, onSaved }: Omit<Props, 'editing'> & { titleId: string; broadcast: SellerBroadcast | null }) {
  const t = useT(messages);
  const formId = useId();
  const [values, setValues] = useState<BroadcastFormValues>(() => (broadcast ? valuesOf(broadcast, storeCity) : emptyValues(storeCity)));
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverError, setServerError] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const set = <K extends keyof BroadcastFormValues>(key: K, value: BroadcastFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const ids = (name: string) => `${formId}-${name}`;
  const errorOf = (name: keyof FormErrors) => (errors[name] ? <p id={ids(`${name}-error`)} className="field__error" role="alert">{errors[name]}</p> : null);
  const describedBy = (name: keyof FormErrors) => (errors[name] ? ids(`${name}-error`) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateBroadcast(values, image, cities);
    setErrors(found);
    setServerError('');
    if (Object.keys(found).length > 0) {
      // After React marked the fields: the first one to fix gets the focus.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      const body = toFormData(values, image, { storeId, storeCity, editing: broadcast !== null });
      if (broadcast) await updateBroadcast(broadcast.id, body);
      else await createBroadcast(body);
      toast.success(broadcast ? t('broadcasts.updated') : t('broadcasts.created'), !broadcast && values.isActive ? t('broadcasts.customersTold') : undefined);
      onSaved();
    } catch (err) {
      setServerError(describeError(err, broadcast ? t('broadcasts.updateFailed') : t('broadcasts.createFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className="modal__body broadcast-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">{broadcast ? t('broadcasts.editTitle') : t('broadcasts.new')}</h2>
      </div>
      {serverError ? <p className="form-error" role="alert">{serverError}</p> : null}
      <TextField id={ids('title')} label={t('broadcasts.titleLabel')} value={values.title} maxLength={120} required data-autofocus error={errors.title} onValueChange={(value) => set('title', value)} />
      <div className="field">
        <label className="field__label" htmlFor={ids('description')}>{t('broadcasts.descriptionLabel')}</label>
        <textarea id={ids('description')} className="field__input" value={values.description} maxLength={2000} rows={3} onChange={(e) => set('description', e.target.value)} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids('image')}>{broadcast?.imageUrl ? t('broadcasts.replacePicture') : t('broadcasts.picture')}</label>
        {broadcast?.imageUrl && !image && !values.removeImage ? <img className="broadcast-form__current" src={broadcast.imageUrl} alt={t('broadcasts.currentPicture')} /> : null}
        <input id={ids('image')} className="field__input" type="file" accept="image/jpeg,image/png,image/webp,image/gif"
          aria-invalid={errors.image ? true : undefined} aria-describedby={describedBy('image') ?? ids('image-hint')}
          onChange={(e) => setImage(e.target.files?.[0] ?? null)} />
        <span id={ids('image-hint')} className="field__hint">{t('broadcasts.pictureHint')}</span>
        {errorOf('image')}
        {broadcast?.imageUrl ? (
          <label className="checkbox"><input type="checkbox" checked={values.removeImage} disabled={image !== null} onChange={(e) => set('removeImage', e.target.checked)} /> {t('broadcasts.removePicture')}</label>
        ) : null}
      </div>
      <div className="form__row">
        <TextField id={ids('from')} label={t('broadcasts.validFrom')} type="date" value={values.validFrom} required error={errors.validFrom} onValueChange={(value) => set('validFrom', value)} />
        <TextField
          id={ids('until')} label={t('broadcasts.validUntil')} type="date" value={values.validUntil} min={values.validFrom} required error={errors.validUntil}
          onValueChange={(value) => set('validUntil', value)}
        />
      </div>
      <div className="form__row">
        <TextField
          id={ids('city')} label={t('broadcasts.targetCity')} list={ids('cities')} value={values.targetCity} autoComplete="off" required error={errors.targetCity}
          hint={t('broadcasts.targetCityHint')} onValueChange={(value) => set('targetCity', value)}
        />
        <datalist id={ids('cities')}>{cities.map((city) => <option key={city} value={city} />)}</datalist>
        <SelectField id={ids('type')} label={t('broadcasts.type')} value={values.broadcastType} onValueChange={(value) => set('broadcastType', value === 'banner' ? 'banner' : 'offer')}>
          <option value="offer">{t('broadcasts.typeOffer')}</option>
          <option value="banner">{t('broadcasts.typeBanner')}</option>
        </SelectField>
      </div>
      {broadcast ? null : (
        <label className="checkbox">
          <input type="checkbox" checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} />
          {t('broadcasts.publishNow')}
        </label>
      )}
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose} disabled={busy}>{t('broadcasts.cancel')}</button>
        <button type="submit" className="btn btn--primary" disabled={busy}>{busy ? t('broadcasts.saving') : broadcast ? t('broadcasts.saveChanges') : t('broadcasts.create')}</button>
      </div>
    </form>
  );
}
