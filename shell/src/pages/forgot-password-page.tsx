import { api, emailText, isApiError, isEmail, Link } from '@haat/web-kit';
import { useState, type FormEvent } from 'react';
import { AuthCard } from '../auth/auth-card.tsx';
import { FormMessage } from '../forms/form-message.tsx';
import { TextField } from '@haat/web-kit/forms';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/**
 * Whether a failure must be shown rather than hidden behind the usual confirmation: only failures
 * that say nothing about the account (no reply, rate limit, server error, a malformed address).
 */
const isShownFailure = (err: unknown) => isApiError(err) && (err.status === 0 || err.status === 400 || err.status === 429 || err.status >= 500);

/** POST /auth/forgot-password, then always the same confirmation, so no one learns who has an account. */
export function ForgotPasswordPage() {
  const t = useT(messages);
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) return setError(emailText());
    setError(null);
    setSending(true);
    try {
      await api.post('/auth/forgot-password', { email: email.trim().toLowerCase() }, { retry: false });
      setSent(true);
    } catch (err) {
      if (isShownFailure(err)) setError(isApiError(err) && err.status === 400 ? err.serverText ?? err.message : (err as Error).message);
      else setSent(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')} noindex>
      {sent ? (
        <p className="notice notice--success" role="status">{t('forgot.sent')}</p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <TextField label={t('pages.email')} type="email" autoComplete="email" value={email} onValueChange={setEmail} />
          <FormMessage error={error} />
          <button type="submit" className="btn btn--primary btn--block" disabled={sending}>
            {sending ? t('forgot.sending') : t('forgot.submit')}
          </button>
        </form>
      )}
      <div className="auth-card__links">
        <Link to="/login">{t('pages.backToLogin')}</Link>
      </div>
    </AuthCard>
  );
}
