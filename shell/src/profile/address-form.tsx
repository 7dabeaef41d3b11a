import { cleanPincodeInput, describeError } from '@haat/web-kit';
import { addressProblem, TextField, type AddressDraft } from '@haat/web-kit/forms';
import { useId, useState, type FormEvent } from 'react';
import { FormMessage } from '../forms/form-message.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';

type AddressFormProps = {
  initial: AddressDraft;
  onSave: (draft: AddressDraft) => Promise<void>;
  onCancel: () => void;
};

/** One address of the book, new or edited: name, address, city, 6-digit pincode, phone, e-mail, label, default. */
export function AddressForm({ initial, onSave, onCancel }: AddressFormProps) {
  const t = useT(messages);
  const [draft, setDraft] = useState<AddressDraft>(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const defaultId = useId();

  type TextKey = Exclude<keyof AddressDraft, 'isDefault' | 'id'>;
  const field = (key: TextKey, clean: (v: string) => string = (v) => v) => ({
    value: draft[key],
    onValueChange: (value: string) => setDraft((d) => ({ ...d, [key]: clean(value) })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = addressProblem(draft);
    if (problem) return setError(problem);
    setError(null);
    setSaving(true);
    try {
      await onSave(draft);
    } catch (err) {
      setError(describeError(err, t('profile.saveFailed')));
      setSaving(false);
    }
  };

  return (
    <form className="address-form form" onSubmit={submit} noValidate aria-label={initial.id ? t('profile.editAddress') : t('profile.newAddress')}>
      <div className="form__row">
        <TextField label={t('profile.fullName')} autoComplete="name" {...field('name')} />
        <TextField label={t('profile.label')} placeholder={t('profile.labelHint')} {...field('label')} />
      </div>
      <TextField label={t('profile.address')} autoComplete="street-address" placeholder={t('profile.addressHint')} {...field('address')} />
      <div className="form__row">
        <TextField label={t('profile.city')} autoComplete="address-level2" {...field('city')} />
        <TextField label={t('profile.pincode')} inputMode="numeric" autoComplete="postal-code" maxLength={6} {...field('postalCode', cleanPincodeInput)} />
      </div>
      <div className="form__row">
        <TextField label={t('profile.phone')} type="tel" inputMode="tel" autoComplete="tel" {...field('phone')} />
        <TextField label={t('profile.email')} type="email" autoComplete="email" {...field('email')} />
      </div>
      <label className="checkbox" htmlFor={defaultId}>
        <input id={defaultId} type="checkbox" checked={draft.isDefault} onChange={(e) => setDraft((d) => ({ ...d, isDefault: e.target.checked }))} />
        {t('profile.useDefault')}
      </label>
      <FormMessage error={error} />
      <div className="form__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={saving}>{t('profile.cancel')}</button>
        <button type="submit" className="btn btn--primary" disabled={saving}>{saving ? t('profile.saving') : t('profile.saveAddress')}</button>
      </div>
    </form>
  );
}
