import { api, describeError, useSessionStore, Link } from '@haat/web-kit';
import { newPasswordProblem } from '@haat/web-kit/password-rules';
import { PasswordField } from '@haat/web-kit/forms';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../auth/auth-card.tsx';
import { FormMessage } from '../forms/form-message.tsx';

const UPDATED_NOTICE = 'Password updated. Please log in with your new password.';
const MISSING_TOKEN_TEXT = 'This reset link is incomplete. Please ask for a new one.';

/** Shown when the link cannot be used: why, and the way to a new link. */
function LinkProblem({ text }: { text: string }) {
  return (
    <>
      <p className="form-error" role="alert">{text}</p>
      <div className="auth-card__links">
        <Link to="/forgot-password">Request a new reset link</Link>
        <Link to="/login">Back to login</Link>
      </div>
    </>
  );
}

/**
 * /reset-password?token=: a new password twice, POST /auth/reset-password, then /login with a
 * notice. A refused token shows the server's message and the way to a new link.
 */
export function ResetPasswordPage() {
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
      navigate('/login', { replace: true, state: { message: UPDATED_NOTICE } });
    } catch (err) {
      setSaving(false);
      const text = describeError(err, 'This reset link is invalid or has expired.');
      // 400/401/404/410: the token itself was refused; anything else may work on a second try.
      const status = (err as { status?: number }).status ?? 0;
      if ([400, 401, 404, 410].includes(status)) setLinkRefused(text);
      else setError(text);
    }
  };

  return (
    <AuthCard title="Set a new password" noindex>
      {!token ? <LinkProblem text={MISSING_TOKEN_TEXT} /> : linkRefused ? <LinkProblem text={linkRefused} /> : (
        <form className="form" onSubmit={submit} noValidate>
          <PasswordField label="New Password" autoComplete="new-password" hint="At least 6 characters" value={password} onValueChange={setPassword} />
          <PasswordField label="Confirm New Password" autoComplete="new-password" value={confirmPassword} onValueChange={setConfirmPassword} />
          <FormMessage error={error} />
          <button type="submit" className="btn btn--primary btn--block" disabled={saving}>
            {saving ? 'Saving...' : 'Update Password'}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
