import { homePathFor, isCheckoutReturn, isIndianMobile, loginProblemOf, passwordMinLengthText, roleMismatchText, safeReturnPath, toast, useRateLimitStore, useSessionStore, withTags, type LoginProblem, type LoginType, type Translate, Link } from '@haat/web-kit';
import { PasswordField, TextField } from '@haat/web-kit/forms';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../auth/auth-card.tsx';
import { BannedPanel } from '../auth/banned-panel.tsx';
import { adoptAccountLocation } from '../location/account-location.ts';
import { GoogleButton } from '../auth/google-button.tsx';
import { RoleChoice } from '../auth/role-choice.tsx';
import { FormMessage } from '../forms/form-message.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** A notice handed over in router state (`{ message }`, already in the language shown), else the expired-session notice. */
function noticeOf(state: unknown, params: URLSearchParams, t: Translate<typeof messages>): string | null {
  const message = (state as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message) return message;
  return params.get('session') === 'expired' ? t('login.expired') : null;
}

/** A sign-up link for a sentence's tag, keeping the way back and the role chosen. */
const signUpLink = (state: { returnTo: string | null; role: LoginType }) => (text: string) => <Link to="/register" state={state}>{text}</Link>;

/** Spec §2 'Login page', §5 login validation, §8 login errors. */
export function LoginPage() {
  const t = useT(messages);
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useSessionStore((s) => s.login);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<LoginType>('buyer');
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<LoginProblem | null>(null);

  const notice = noticeOf(location.state, params, t);
  const returnTo = safeReturnPath(location.state, location.search);
  const fromCheckout = isCheckoutReturn(returnTo);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return setProblem({ kind: 'error', text: t('login.required') });
    if (password.length < 6) return setProblem({ kind: 'error', text: passwordMinLengthText() });
    // Spec §5: while the client-side login limit runs, no call is made.
    if (useRateLimitStore.getState().isLoginLimited()) return setProblem({ kind: 'error', text: t('login.limited') });
    setProblem(null);
    setSubmitting(true);
    try {
      // A mobile number signs in the account that has no e-mail (a rider who signed up with it).
      const user = await login(isIndianMobile(email) ? { phone: email, password, role } : { email, password, role });
      // The server signs in the account's own role whatever was chosen; say so when they differ.
      const mismatch = roleMismatchText(role, user);
      if (mismatch) toast.info(mismatch);
      // A buyer's account city (and its address's pincode) is where they browse on a new device.
      adoptAccountLocation(user, { withAddresses: true });
      navigate(returnTo ?? homePathFor(user), { replace: true });
    } catch (err) {
      setProblem(loginProblemOf(err));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title={fromCheckout ? t('login.checkoutTitle') : t('login.title')}
      subtitle={fromCheckout ? t('login.checkoutSubtitle') : t('login.subtitle')}
      noindex
    >
      {notice ? <p className="notice notice--info" role="status">{notice}</p> : null}
      {problem?.kind === 'banned' ? <BannedPanel text={problem.text} /> : null}

      <form className="form" onSubmit={submit} noValidate>
        <TextField label={t('login.who')} type="text" inputMode="email" autoComplete="username" value={email} onValueChange={setEmail} />
        <PasswordField label={t('pages.password')} autoComplete="current-password" value={password} onValueChange={setPassword} />
        <RoleChoice legend={t('login.as')} name="login-role" value={role} onChange={setRole} />
        <FormMessage error={problem?.kind === 'error' ? problem.text : null} />
        <button type="submit" className="btn btn--primary btn--block" disabled={submitting}>
          {submitting ? t('login.signingIn') : t('login.submit')}
        </button>
      </form>
      <GoogleButton />

      <div className="auth-card__links">
        <Link to="/forgot-password">{t('login.forgot')}</Link>
        <span>
          {withTags(t('login.new'), { signUp: signUpLink({ returnTo, role }) })}
        </span>
      </div>
    </AuthCard>
  );
}
