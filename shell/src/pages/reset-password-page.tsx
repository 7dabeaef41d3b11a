import { api, describeError, useSessionStore, Link } from '@haat/web-kit';
import { newPasswordProblem } from '@haat/web-kit/password-rules';
import { PasswordField } from '@haat/web-kit/forms';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../auth/auth-card.tsx';
import { FormMessage } from '../forms/form-message.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** Shown when the link cannot be used: why, and the way to a new link. */
function LinkProblem({ text }: { text: string }) {
  const t = useT(messages);
  return (
    <>
      <p className="form-error" role="alert">{text}</p>
      <div className="auth-card__links">
        <Link to="/forgot-password">{t('reset.newLink')}</Link>
        <Link to="/login">{t('pages.backToLogin')}</Link>
      </div>
    </>
  );
}

/**
 * /reset-password?token=: a new password twice, POST /auth/reset-password, then /login with a
 * notice. A refused token shows the server's message and the way to a new link.
 */
export function ResetPasswordPage() {
  const t = useT(messages);
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [linkRefused, setLinkRefused] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirmPassword);
    if (problem) return setError(problem);
    setError(null);
    setSaving(true);
    try {
      await api.post('/auth/reset-password', { token, password, confirmPassword }, { retry: false });
      // A reset ends every session of the account; this browser's one too.
      useSessionStore.getState().clear();
      navigate('/login', { replace: true, state: { message: t('reset.updated') } });
    } catch (err) {
      setSaving(false);
      const text = describeError(err, t('reset.invalid'));
      // 400/401/404/410: the token itself was refused; anything else may work on a second try.
      const status = (err as { status?: number }).status ?? 0;
      if ([400, 401, 404, 410].includes(status)) setLinkRefused(text);
      else setError(text);
    }
  };

  return (
    <AuthCard title={t('reset.title')} noindex>
      {!token ? <LinkProblem text={t('reset.incomplete')} /> : linkRefused ? <LinkProblem text={linkRefused} /> : (
        <form className="form" onSubmit={submit} noValidate>
          <PasswordField label={t('reset.new')} autoComplete="new-password" hint={t('pages.minHint')} value={password} onValueChange={setPassword} />
          <PasswordField label={t('reset.confirm')} autoComplete="new-password" value={confirmPassword} onValueChange={setConfirmPassword} />
          <FormMessage error={error} />
          <button type="submit" className="btn btn--primary btn--block" disabled={saving}>
            {saving ? t('reset.saving') : t('reset.submit')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
