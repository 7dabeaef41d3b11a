import { CHECKOUT_SIGN_IN_TEXT, homePathFor, isCheckoutReturn, isIndianMobile, LOGIN_LIMITED_TEXT, LOGIN_REQUIRED_TEXT, loginProblemOf, PASSWORD_MIN_LENGTH_TEXT, roleMismatchText, safeReturnPath, toast, useRateLimitStore, useSessionStore, type LoginProblem, type LoginType, Link } from '@haat/web-kit';
import { PasswordField, TextField } from '@haat/web-kit/forms';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../auth/auth-card.tsx';
import { BannedPanel } from '../auth/banned-panel.tsx';
import { adoptAccountLocation } from '../location/account-location.ts';
import { GoogleButton } from '../auth/google-button.tsx';
import { RoleChoice } from '../auth/role-choice.tsx';
import { FormMessage } from '../forms/form-message.tsx';

const SESSION_EXPIRED_TEXT = 'Your session has expired. Please log in again.';

/** A notice handed over in router state (`{ message }`), else the expired-session notice. */
function noticeOf(state: unknown, params: URLSearchParams): string | null {
  const message = (state as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message) return message;
  return params.get('session') === 'expired' ? SESSION_EXPIRED_TEXT : null;
}

/** Spec §2 'Login page', §5 login validation, §8 login errors. */
export function LoginPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useSessionStore((s) => s.login);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<LoginType>('buyer');
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<LoginProblem | null>(null);

  const notice = noticeOf(location.state, params);
  const returnTo = safeReturnPath(location.state, location.search);
  const fromCheckout = isCheckoutReturn(returnTo);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return setProblem({ kind: 'error', text: LOGIN_REQUIRED_TEXT });
    if (password.length < 6) return setProblem({ kind: 'error', text: PASSWORD_MIN_LENGTH_TEXT });
    // Spec §5: while the client-side login limit runs, no call is made.
    if (useRateLimitStore.getState().isLoginLimited()) return setProblem({ kind: 'error', text: LOGIN_LIMITED_TEXT });
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
      title={fromCheckout ? CHECKOUT_SIGN_IN_TEXT : 'Sign in to Haat'}
      subtitle={fromCheckout ? 'Your cart is kept. Sign in or create an account, then finish your order.' : 'Shop from the stores of your city, or run your own.'}
      noindex
    >
      {notice ? <p className="notice notice--info" role="status">{notice}</p> : null}
      {problem?.kind === 'banned' ? <BannedPanel text={problem.text} /> : null}

      <form className="form" onSubmit={submit} noValidate>
        <TextField label="Email or mobile number" type="text" inputMode="email" autoComplete="username" value={email} onValueChange={setEmail} />
        <PasswordField label="Password" autoComplete="current-password" value={password} onValueChange={setPassword} />
        <RoleChoice legend="Login as" name="login-role" value={role} onChange={setRole} />
        <FormMessage error={problem?.kind === 'error' ? problem.text : null} />
        <button type="submit" className="btn btn--primary btn--block" disabled={submitting}>
          {submitting ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
      <GoogleButton />

      <div className="auth-card__links">
        <Link to="/forgot-password">Forgot password</Link>
        <span>
          New to Haat? <Link to="/register" state={{ returnTo, role }}>Sign up</Link>
        </span>
      </div>
    </AuthCard>
  );
}
