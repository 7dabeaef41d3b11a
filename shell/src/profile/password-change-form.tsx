import { describeError, useSessionStore } from '@haat/web-kit';
import { newPasswordProblem } from '@haat/web-kit/password-rules';
import { PasswordField } from '@haat/web-kit/forms';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormMessage } from '../forms/form-message.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import { changePassword } from './profile-api.ts';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * PUT /users/me/password. The reply carries a fresh token and user like a login; it replaces the
 * stored session at once, because the server stops accepting every older token.
 */
export function PasswordChangeForm() {
  const t = useT(messages);
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY);
  const email = useSessionStore((s) => s.user?.email ?? null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});

  const field = (key: keyof typeof EMPTY) => ({ value: form[key], onValueChange: (value: string) => setForm((f) => ({ ...f, [key]: value })) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.currentPassword) return setMessage({ error: t('profile.enterCurrent') });
    const problem = newPasswordProblem(form.newPassword, form.confirmPassword, email);
    if (problem) return setMessage({ error: problem });
    setSaving(true);
    setMessage({});
    let reply: unknown;
    try {
      reply = await changePassword(form);
    } catch (err) {
      setSaving(false);
      return setMessage({ error: describeError(err, t('profile.passwordFailed')) });
    }
    try {
      useSessionStore.getState().adoptAuthReply(reply);
    } catch {
      // Changed, but no new token came back: the old one is dead, so sign in again.
      useSessionStore.getState().clear();
      navigate('/login', { replace: true, state: { message: t('profile.passwordUpdated') } });
      return;
    }
    setSaving(false);
    setForm(EMPTY);
    setMessage({ success: t('profile.passwordChanged') });
  };

  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby="password-title">
      <h2 id="password-title" className="card__title">{t('profile.passwordTitle')}</h2>
      <PasswordField label={t('profile.currentPassword')} autoComplete="current-password" {...field('currentPassword')} />
      <div className="form__row">
        <PasswordField label={t('profile.newPassword')} autoComplete="new-password" hint={t('profile.minHint')} {...field('newPassword')} />
        <PasswordField label={t('profile.confirmPassword')} autoComplete="new-password" {...field('confirmPassword')} />
      </div>
      <FormMessage error={message.error} success={message.success} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={saving}>{saving ? t('profile.saving') : t('profile.changePassword')}</button>
      </div>
    </form>
  );
}
