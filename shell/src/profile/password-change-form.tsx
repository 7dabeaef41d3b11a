import { describeError, useSessionStore } from '@haat/web-kit';
import { newPasswordProblem } from '@haat/web-kit/password-rules';
import { PasswordField } from '@haat/web-kit/forms';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormMessage } from '../forms/form-message.tsx';
import { changePassword } from './profile-api.ts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * PUT /users/me/password. The reply carries a fresh token and user like a login; it replaces the
 * stored session at once, because the server stops accepting every older token.
 */
export function PasswordChangeForm() {
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY);
  const email = useSessionStore((s) => s.user?.email ?? null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});

  const field = (key: keyof typeof EMPTY) => ({ value: form[key], onValueChange: (value: string) => setForm((f) => ({ ...f, [key]: value })) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.currentPassword) return setMessage({ error: 'Please enter your current password' });
    const problem = newPasswordProblem(form.newPassword, form.confirmPassword, email);
    if (problem) return setMessage({ error: problem });
    setSaving(true);
    setMessage({});
    let reply: unknown;
    try {
      reply = await changePassword(form);
    } catch (err) {
      setSaving(false);
      return setMessage({ error: describeError(err, 'Could not change your password. Please try again.') });
    }
    try {
      useSessionStore.getState().adoptAuthReply(reply);
    } catch {
      // Changed, but no new token came back: the old one is dead, so sign in again.
      useSessionStore.getState().clear();
      navigate('/login', { replace: true, state: { message: 'Password updated. Please log in with your new password.' } });
      return;
    }
    setSaving(false);
    setForm(EMPTY);
    setMessage({ success: 'Password changed. Other devices signed in to your account have been signed out.' });
  };

  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby="password-title">
      <h2 id="password-title" className="card__title">Change password</h2>
      <PasswordField label="Current Password" autoComplete="current-password" {...field('currentPassword')} />
      <div className="form__row">
        <PasswordField label="New Password" autoComplete="new-password" hint="At least 6 characters" {...field('newPassword')} />
        <PasswordField label="Confirm New Password" autoComplete="new-password" {...field('confirmPassword')} />
      </div>
      <FormMessage error={message.error} success={message.success} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={saving}>{saving ? 'Saving...' : 'Change Password'}</button>
      </div>
    </form>
  );
}
