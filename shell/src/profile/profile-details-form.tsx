import type { SessionUser } from '@haat/contracts';
import { describeError, isImageUrl, isIndianMobile, LoadingState, phoneText, useSessionStore, type Translate } from '@haat/web-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormMessage } from '../forms/form-message.tsx';
import { TextField } from '@haat/web-kit/forms';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import { ProfileAvatar } from './profile-avatar.tsx';
import { AVATAR_MAX_MB, fetchProfile, NoPhotoUrlError, profileKeys, saveProfile, uploadAvatar, type ProfileChanges } from './profile-api.ts';

const formOf = (user: Partial<SessionUser>) => ({
  name: user.name ?? '',
  phone: user.phone ?? '',
  avatar: user.avatar ?? '',
  currentCity: user.currentCity ?? '',
});

function problemOf(form: ReturnType<typeof formOf>, t: Translate<typeof messages>): string | null {
  if (!form.name.trim()) return t('profile.nameRequired');
  if (form.phone.trim() && !isIndianMobile(form.phone)) return phoneText();
  if (form.avatar.trim() && !isImageUrl(form.avatar)) return t('profile.photoAgain');
  return null;
}

/**
 * Name, phone, photo (uploaded with the 'avatar' preset; no raw URL field) and current city (GET/PUT /users/profile); e-mail is shown, not edited.
 * The form opens once the server's copy arrived (it may be newer than the session's); if the call
 * fails, from the session's.
 */
export function ProfileDetails({ user }: { user: SessionUser }) {
  const profile = useQuery({ queryKey: profileKeys.profile, queryFn: fetchProfile });
  if (profile.isPending) return <div className="card"><LoadingState /></div>;
  return <ProfileDetailsForm user={user} initial={{ ...user, ...profile.data }} />;
}

function ProfileDetailsForm({ user, initial }: { user: SessionUser; initial: Partial<SessionUser> }) {
  const t = useT(messages);
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => formOf(initial));
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const [uploading, setUploading] = useState(false);
  const photoId = useId();

  const field = (key: keyof typeof form) => ({ value: form[key], onValueChange: (value: string) => setForm((f) => ({ ...f, [key]: value })) });

  const pickPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return setMessage({ error: t('profile.notImage') });
    if (file.size > AVATAR_MAX_MB * 1024 * 1024) return setMessage({ error: t('profile.tooBig', { mb: AVATAR_MAX_MB }) });
    setUploading(true);
    setMessage({});
    try {
      const url = await uploadAvatar(file);
      setForm((f) => ({ ...f, avatar: url }));
      setMessage({ success: t('profile.photoUploaded') });
    } catch (err) {
      setMessage({ error: err instanceof NoPhotoUrlError ? t('profile.noPhotoUrl') : describeError(err, t('profile.uploadFailed')) });
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(form, t);
    if (problem) return setMessage({ error: problem });
    const changes: ProfileChanges = {
      name: form.name.trim(),
      phone: form.phone.replace(/[\s-]/g, ''),
      avatar: form.avatar.trim() || null,
      currentCity: form.currentCity.trim(),
    };
    setSaving(true);
    setMessage({});
    try {
      const saved = await saveProfile(changes);
      useSessionStore.getState().setUser({ ...user, ...changes, ...saved });
      queryClient.setQueryData(profileKeys.profile, { ...initial, ...changes, ...saved });
      // A new number is not verified: ask the server again rather than trust the old status.
      if ((saved.phone ?? changes.phone) !== (user.phone ?? '')) void queryClient.invalidateQueries({ queryKey: profileKeys.phoneStatus });
      setMessage({ success: t('profile.updated') });
    } catch (err) {
      setMessage({ error: describeError(err, t('profile.updateFailed')) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby="profile-details-title">
      <div className="profile-head">
        <ProfileAvatar name={form.name || user.name} url={isImageUrl(form.avatar) ? form.avatar.trim() : null} />
        <div>
          <h2 id="profile-details-title" className="card__title">{t('profile.details')}</h2>
          <p className="muted small">{user.email}</p>
          <div className="profile-photo">
            <input id={photoId} className="visually-hidden" type="file" accept="image/jpeg,image/png,image/webp" disabled={uploading} onChange={pickPhoto} />
            <label className="btn btn--secondary btn--small" htmlFor={photoId}>{uploading ? t('profile.uploading') : form.avatar ? t('profile.changePhoto') : t('profile.uploadPhoto')}</label>
            {form.avatar ? <button type="button" className="btn btn--ghost btn--small" onClick={() => setForm((f) => ({ ...f, avatar: '' }))}>{t('profile.removePhoto')}</button> : null}
          </div>
        </div>
      </div>
      <div className="form__row">
        <TextField label={t('profile.name')} autoComplete="name" {...field('name')} />
        <TextField label={t('profile.phone')} type="tel" inputMode="tel" autoComplete="tel" placeholder={t('profile.mobileHint')} {...field('phone')} />
      </div>
      <TextField label={t('profile.currentCity')} autoComplete="address-level2" {...field('currentCity')} />
      <FormMessage error={message.error} success={message.success} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={saving || uploading}>{saving ? t('profile.saving') : t('profile.save')}</button>
      </div>
    </form>
  );
}
