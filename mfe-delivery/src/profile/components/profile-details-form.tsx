import { describeError, isIndianMobile, type Translate } from '@haat/web-kit';
import type { DeliveryProfile } from '@haat/contracts';
import { vehicleTypes } from '@haat/contracts/delivery-rules';
import { useId, useState, type FormEvent } from 'react';
import { SelectField, TextField } from '@haat/web-kit/forms';
import commonMessages from '../../common/messages.json';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';
import { draftOf, isVehicleType, profileChangesOf, VEHICLE_LABEL, type ProfileDraft } from '../profile-form.ts';
import { useProfileUpdate } from '../use-profile.ts';

/** What stops a save; the phone's words are web-kit's PHONE_TEXT, in the language shown. */
function problemOf(draft: ProfileDraft, t: Translate<typeof messages>): string | null {
  if (!draft.name.trim()) return t('profile.nameRequired');
  if (draft.phone.trim() && !isIndianMobile(draft.phone)) return t('profile.phoneInvalid');
  return null;
}

/** Name, phone, vehicle type and number (PUT /delivery/profile), saved with one button. */
export function ProfileDetailsForm({ profile }: { profile: DeliveryProfile }) {
  const t = useT(messages);
  const tc = useT(commonMessages);
  const id = useId();
  const update = useProfileUpdate();
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const set = (changes: Partial<ProfileDraft>) => setDraft((d) => ({ ...d, ...changes }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(draft, t);
    if (problem) return setMessage({ error: problem });
    setMessage({});
    update.mutate(profileChangesOf(draft), {
      onSuccess: (saved) => { setDraft(draftOf(saved)); setMessage({ success: t('profile.saved') }); },
      onError: (err) => setMessage({ error: describeError(err, t('profile.saveError')) }),
    });
  };

  return (
    <form className="card form delivery-section" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="delivery-section__title">{t('profile.detailsTitle')}</h2>
      <div className="form__row">
        <TextField id={`${id}-name`} label={t('profile.name')} autoComplete="name" maxLength={100} value={draft.name} onValueChange={(value) => set({ name: value })} />
        <TextField id={`${id}-phone`} label={t('profile.phone')} type="tel" inputMode="tel" autoComplete="tel" placeholder={t('profile.phonePlaceholder')} value={draft.phone} onValueChange={(value) => set({ phone: value })} />
      </div>
      <div className="form__row">
        <SelectField id={`${id}-vehicle`} label={t('profile.vehicleType')} value={draft.vehicleType} onValueChange={(value) => set({ vehicleType: isVehicleType(value) ? value : '' })}>
          <option value="">{t('profile.notSet')}</option>
          {vehicleTypes.map((type) => <option key={type} value={type}>{t(VEHICLE_LABEL[type])}</option>)}
        </SelectField>
        <TextField
          id={`${id}-number`} label={t('profile.vehicleNumber')} controlClassName="delivery-plate-input" autoComplete="off" autoCapitalize="characters" maxLength={20}
          // i18n-ignore: an example number plate, written the same in every language
          placeholder="KA 01 AB 1234" value={draft.vehicleNumber} onValueChange={(vehicleNumber) => set({ vehicleNumber })}
        />
      </div>
      {message.error ? <p className="form-error" role="alert">{message.error}</p> : null}
      {message.success ? <p className="form-success" role="status">{message.success}</p> : null}
      <button type="submit" className="btn btn--primary delivery-big-button" disabled={update.isPending}>{update.isPending ? tc('common.saving') : t('profile.save')}</button>
    </form>
  );
}
