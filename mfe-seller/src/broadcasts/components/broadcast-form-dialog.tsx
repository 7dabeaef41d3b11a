import { useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '@haat/web-kit/dialog';
import { describeError, toast } from '@haat/web-kit';
import { SelectField, TextField } from '@haat/web-kit/forms';
import { createBroadcast, updateBroadcast, type SellerBroadcast } from '../broadcasts-api.ts';
import { emptyValues, toFormData, validateBroadcast, valuesOf, type BroadcastFormValues, type FormErrors } from '../broadcast-form-values.ts';

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
      toast.success(broadcast ? 'Broadcast updated' : 'Broadcast created', !broadcast && values.isActive ? 'Your customers will be told about it.' : undefined);
      onSaved();
    } catch (err) {
      setServerError(describeError(err, broadcast ? 'Failed to update broadcast' : 'Failed to create broadcast'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className="modal__body broadcast-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">{broadcast ? 'Edit Broadcast' : 'New Broadcast'}</h2>
      </div>
      {serverError ? <p className="form-error" role="alert">{serverError}</p> : null}
      <TextField id={ids('title')} label="Title" value={values.title} maxLength={120} required data-autofocus error={errors.title} onValueChange={(value) => set('title', value)} />
      <div className="field">
        <label className="field__label" htmlFor={ids('description')}>Description</label>
        <textarea id={ids('description')} className="field__input" value={values.description} maxLength={2000} rows={3} onChange={(e) => set('description', e.target.value)} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids('image')}>{broadcast?.imageUrl ? 'Replace picture' : 'Picture'}</label>
        {broadcast?.imageUrl && !image && !values.removeImage ? <img className="broadcast-form__current" src={broadcast.imageUrl} alt="Current picture" /> : null}
        <input id={ids('image')} className="field__input" type="file" accept="image/jpeg,image/png,image/webp,image/gif"
          aria-invalid={errors.image ? true : undefined} aria-describedby={describedBy('image') ?? ids('image-hint')}
          onChange={(e) => setImage(e.target.files?.[0] ?? null)} />
        <span id={ids('image-hint')} className="field__hint">JPEG, PNG, WebP or GIF, up to 6 MB. Shown at 1200 × 800.</span>
        {errorOf('image')}
        {broadcast?.imageUrl ? (
          <label className="checkbox"><input type="checkbox" checked={values.removeImage} disabled={image !== null} onChange={(e) => set('removeImage', e.target.checked)} /> Remove the picture</label>
        ) : null}
      </div>
      <div className="form__row">
        <TextField id={ids('from')} label="Valid from" type="date" value={values.validFrom} required error={errors.validFrom} onValueChange={(value) => set('validFrom', value)} />
        <TextField
          id={ids('until')} label="Valid until" type="date" value={values.validUntil} min={values.validFrom} required error={errors.validUntil}
          onValueChange={(value) => set('validUntil', value)}
        />
      </div>
      <div className="form__row">
        <TextField
          id={ids('city')} label="Target city" list={ids('cities')} value={values.targetCity} autoComplete="off" required error={errors.targetCity}
          hint="Buyers of this city see it on their Offers page." onValueChange={(value) => set('targetCity', value)}
        />
        <datalist id={ids('cities')}>{cities.map((city) => <option key={city} value={city} />)}</datalist>
        <SelectField id={ids('type')} label="Type" value={values.broadcastType} onValueChange={(value) => set('broadcastType', value === 'banner' ? 'banner' : 'offer')}>
          <option value="offer">Offer</option>
          <option value="banner">Banner</option>
        </SelectField>
      </div>
      {broadcast ? null : (
        <label className="checkbox">
          <input type="checkbox" checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} />
          Publish now — buyers who ordered from or wishlisted your store get a notification (at most once a day)
        </label>
      )}
      <div className="modal__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose} disabled={busy}>Cancel</button>
        <button type="submit" className="btn btn--primary" disabled={busy}>{busy ? 'Saving...' : broadcast ? 'Save Changes' : 'Create Broadcast'}</button>
      </div>
    </form>
  );
}
