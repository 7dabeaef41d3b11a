import { homePathFor, PASSWORD_MIN_LENGTH_TEXT, useRateLimitStore, useSessionStore, type LoginType } from '@haat/web-kit';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginProblemOf, type LoginProblem } from '../auth/login-error.ts';
import { safeReturnPath } from '../auth/return-path.ts';
import { RoleChoice } from '../auth/role-choice.tsx';

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

  const state = location.state as { message?: unknown; returnTo?: unknown } | null;
  const notice = typeof state?.message === 'string'
    ? state.message
    : params.get('session') === 'expired' ? 'Your session has expired. Please log in again.' : null;
  const returnTo = safeReturnPath(location.state, location.search);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return setProblem({ kind: 'error', text: 'Please enter email and password' });
    if (password.length < 6) return setProblem({ kind: 'error', text: PASSWORD_MIN_LENGTH_TEXT });
    if (useRateLimitStore.getState().isLoginLimited()) {
      return setProblem({ kind: 'error', text: 'Login is temporarily limited. Please wait a moment before trying again.' });
    }
    setProblem(null);
    setSubmitting(true);
    try {
      const user = await login({ email, password, role });
      navigate(returnTo ?? homePathFor(user), { replace: true });
    } catch (err) {
      setProblem(loginProblemOf(err));
      setSubmitting(false);
    }
  };

  return (
    <section className="page auth-page" aria-labelledby="login-title">
      <div className="auth-card card">
        <h1 id="login-title" className="auth-card__title">Sign in to Haat</h1>
        <p className="auth-card__subtitle">Shop from the stores of your city, or run your own.</p>
        {notice ? <p className="notice notice--info" role="status">{notice}</p> : null}

        {problem?.kind === 'banned' ? (
          <div className="banned-panel" role="alert">
            <h2 className="banned-panel__title">Account Banned</h2>
            {problem.text ? <p>{problem.text}</p> : null}
            <p>If you believe this is a mistake, please contact our support team.</p>
          </div>
        ) : null}

        <form className="form" onSubmit={submit} noValidate>
          <div className="field">
            <label className="field__label" htmlFor="login-email">Email</label>
            <input id="login-email" className="field__input" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="login-password">Password</label>
            <input id="login-password" className="field__input" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          <RoleChoice legend="Login as" name="login-role" value={role} onChange={setRole} />
          {problem?.kind === 'error' ? <p className="form-error" role="alert">{problem.text}</p> : null}
          <button type="submit" className="btn btn--primary btn--block" disabled={submitting}>
            {submitting ? 'Signing in...' : 'Sign In'}
          </button>
        </form>

        <div className="auth-card__links">
          <Link to="/forgot-password">Forgot password</Link>
          <span>
            New to Haat? <Link to="/register" state={{ returnTo, role }}>Sign up</Link>
          </span>
        </div>
      </div>
    </section>
  );
}
