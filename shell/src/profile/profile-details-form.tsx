import type { SessionUser } from '@haat/contracts';
import { describeError, isImageUrl, isIndianMobile, LoadingState, PHONE_TEXT, useSessionStore } from '@haat/web-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormMessage } from '../forms/form-message.tsx';
import { TextField } from '@haat/web-kit/forms';
import { ProfileAvatar } from './profile-avatar.tsx';
import { AVATAR_MAX_MB, fetchProfile, profileKeys, saveProfile, uploadAvatar, type ProfileChanges } from './profile-api.ts';

const formOf = (user: Partial<SessionUser>) => ({
  name: user.name ?? '',
  phone: user.phone ?? '',
  avatar: user.avatar ?? '',
  currentCity: user.currentCity ?? '',
});

function problemOf(form: ReturnType<typeof formOf>): string | null {
  if (!form.name.trim()) return 'Please enter your name';
  if (form.phone.trim() && !isIndianMobile(form.phone)) return PHONE_TEXT;
  if (form.avatar.trim() && !isImageUrl(form.avatar)) return 'Please upload your photo again';
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
    if (!file.type.startsWith('image/')) return setMessage({ error: 'File must be an image' });
    if (file.size > AVATAR_MAX_MB * 1024 * 1024) return setMessage({ error: `File size must be less than ${AVATAR_MAX_MB}MB` });
    setUploading(true);
    setMessage({});
    try {
      const url = await uploadAvatar(file);
      setForm((f) => ({ ...f, avatar: url }));
      setMessage({ success: 'Photo uploaded. Save Changes to keep it.' });
    } catch (err) {
      setMessage({ error: describeError(err, 'Could not upload the photo. Please try again.') });
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(form);
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
      setMessage({ success: 'Profile updated successfully.' });
    } catch (err) {
      setMessage({ error: describeError(err, 'Could not update your profile. Please try again.') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby="profile-details-title">
      <div className="profile-head">
        <ProfileAvatar name={form.name || user.name} url={isImageUrl(form.avatar) ? form.avatar.trim() : null} />
        <div>
          <h2 id="profile-details-title" className="card__title">Personal details</h2>
          <p className="muted small">{user.email}</p>
          <div className="profile-photo">
            <input id={photoId} className="visually-hidden" type="file" accept="image/jpeg,image/png,image/webp" disabled={uploading} onChange={pickPhoto} />
            <label className="btn btn--secondary btn--small" htmlFor={photoId}>{uploading ? 'Uploading...' : form.avatar ? 'Change photo' : 'Upload photo'}</label>
            {form.avatar ? <button type="button" className="btn btn--ghost btn--small" onClick={() => setForm((f) => ({ ...f, avatar: '' }))}>Remove photo</button> : null}
          </div>
        </div>
      </div>
      <div className="form__row">
        <TextField label="Name" autoComplete="name" {...field('name')} />
        <TextField label="Phone" type="tel" inputMode="tel" autoComplete="tel" placeholder="10-digit mobile number" {...field('phone')} />
      </div>
      <TextField label="Current City" autoComplete="address-level2" {...field('currentCity')} />
      <FormMessage error={message.error} success={message.success} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={saving || uploading}>{saving ? 'Saving...' : 'Save Changes'}</button>
      </div>
    </form>
  );
}
