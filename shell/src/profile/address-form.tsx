import { cleanPincodeInput, describeError } from '@haat/web-kit';
import { addressProblem, TextField, type AddressDraft } from '@haat/web-kit/forms';
import { useId, useState, type FormEvent } from 'react';
import { FormMessage } from '../forms/form-message.tsx';

type AddressFormProps = {
  initial: AddressDraft;
  onSave: (draft: AddressDraft) => Promise<void>;
  onCancel: () => void;
};

/** One address of the book, new or edited: name, address, city, 6-digit pincode, phone, e-mail, label, default. */
export function AddressForm({ initial, onSave, onCancel }: AddressFormProps) {
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
      setError(describeError(err, 'Could not save the address. Please try again.'));
      setSaving(false);
    }
  };

  return (
    <form className="address-form form" onSubmit={submit} noValidate aria-label={initial.id ? 'Edit address' : 'New address'}>
      <div className="form__row">
        <TextField label="Full Name" autoComplete="name" {...field('name')} />
        <TextField label="Label (optional)" placeholder="Home, Work..." {...field('label')} />
      </div>
      <TextField label="Address" autoComplete="street-address" placeholder="House, street, area" {...field('address')} />
      <div className="form__row">
        <TextField label="City" autoComplete="address-level2" {...field('city')} />
        <TextField label="Pincode" inputMode="numeric" autoComplete="postal-code" maxLength={6} {...field('postalCode', cleanPincodeInput)} />
      </div>
      <div className="form__row">
        <TextField label="Phone" type="tel" inputMode="tel" autoComplete="tel" {...field('phone')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      </div>
      <label className="checkbox" htmlFor={defaultId}>
        <input id={defaultId} type="checkbox" checked={draft.isDefault} onChange={(e) => setDraft((d) => ({ ...d, isDefault: e.target.checked }))} />
        Use as my default address
      </label>
      <FormMessage error={error} />
      <div className="form__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={saving}>Cancel</button>
        <button type="submit" className="btn btn--primary" disabled={saving}>{saving ? 'Saving...' : 'Save Address'}</button>
      </div>
    </form>
  );
}
