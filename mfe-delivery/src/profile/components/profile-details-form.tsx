import { describeError, isIndianMobile, PHONE_TEXT } from '@haat/web-kit';
import type { DeliveryProfile } from '@haat/contracts';
import { vehicleTypes } from '@haat/contracts/delivery-rules';
import { useId, useState, type FormEvent } from 'react';
import { SelectField, TextField } from '@haat/web-kit/forms';
import { draftOf, isVehicleType, profileChangesOf, type ProfileDraft } from '../profile-form.ts';
import { useProfileUpdate } from '../use-profile.ts';

function problemOf(draft: ProfileDraft): string | null {
  if (!draft.name.trim()) return 'Name is required';
  if (draft.phone.trim() && !isIndianMobile(draft.phone)) return PHONE_TEXT;
  return null;
}

/** Name, phone, vehicle type and number (PUT /delivery/profile), saved with one button. */
export function ProfileDetailsForm({ profile }: { profile: DeliveryProfile }) {
  const id = useId();
  const update = useProfileUpdate();
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const set = (changes: Partial<ProfileDraft>) => setDraft((d) => ({ ...d, ...changes }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(draft);
    if (problem) return setMessage({ error: problem });
    setMessage({});
    update.mutate(profileChangesOf(draft), {
      onSuccess: (saved) => { setDraft(draftOf(saved)); setMessage({ success: 'Your details are saved.' }); },
      onError: (err) => setMessage({ error: describeError(err, 'Could not save your details. Please try again.') }),
    });
  };

  return (
    <form className="card form delivery-section" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="delivery-section__title">Your details</h2>
      <div className="form__row">
        <TextField id={`${id}-name`} label="Name" autoComplete="name" maxLength={100} value={draft.name} onValueChange={(value) => set({ name: value })} />
        <TextField id={`${id}-phone`} label="Phone" type="tel" inputMode="tel" autoComplete="tel" placeholder="10-digit mobile number" value={draft.phone} onValueChange={(value) => set({ phone: value })} />
      </div>
      <div className="form__row">
        <SelectField id={`${id}-vehicle`} label="Vehicle type" value={draft.vehicleType} onValueChange={(value) => set({ vehicleType: isVehicleType(value) ? value : '' })}>
          <option value="">Not set</option>
          {vehicleTypes.map((type) => <option key={type} value={type}>{type}</option>)}
        </SelectField>
        <TextField
          id={`${id}-number`} label="Vehicle number" controlClassName="delivery-plate-input" autoComplete="off" autoCapitalize="characters" maxLength={20}
          placeholder="KA 01 AB 1234" value={draft.vehicleNumber} onValueChange={(vehicleNumber) => set({ vehicleNumber })}
        />
      </div>
      {message.error ? <p className="form-error" role="alert">{message.error}</p> : null}
      {message.success ? <p className="form-success" role="status">{message.success}</p> : null}
      <button type="submit" className="btn btn--primary delivery-big-button" disabled={update.isPending}>{update.isPending ? 'Saving...' : 'Save details'}</button>
    </form>
  );
}
