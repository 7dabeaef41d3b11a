import { homePathFor, isApiError, isLoginType, PASSWORD_MIN_LENGTH_TEXT, useSessionStore, type LoginType } from '@haat/web-kit';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { safeReturnPath } from '../auth/return-path.ts';
import { RoleChoice } from '../auth/role-choice.tsx';

const EMAIL_TAKEN_TEXT = 'This email is already registered. Please use a different email or login.';

function registerErrorText(err: unknown): string {
  if (isApiError(err)) {
    const text = err.serverText ?? '';
    if ((err.status === 400 || err.status === 409) && /already|exists|in use|registered/i.test(text)) return EMAIL_TAKEN_TEXT;
    return err.error ?? err.serverMessage ?? 'Registration failed. Please try again.';
  }
  return err instanceof Error && err.message ? err.message : 'Registration failed. Please try again.';
}

/** Sign-up: name, email, password, role, phone, current city (spec §5 'Registration'). */
export function RegisterPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const register = useSessionStore((s) => s.register);
  const preset = (location.state as { role?: unknown } | null)?.role;
  const [form, setForm] = useState({ name: '', email: '', password: '', phone: '', currentCity: '' });
  const [role, setRole] = useState<LoginType>(isLoginType(preset) && preset !== 'seller' ? preset : 'buyer');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const returnTo = safeReturnPath(location.state, location.search);

  const update = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim()) return setError('Please enter your name');
    if (!form.email.trim() || !form.password) return setError('Please enter email and password');
    if (form.password.length < 6) return setError(PASSWORD_MIN_LENGTH_TEXT);
    setError(null);
    setSubmitting(true);
    try {
      const user = await register({
        name: form.name.trim(),
        email: form.email,
        password: form.password,
        role,
        phone: form.phone.trim() || undefined,
        currentCity: form.currentCity.trim() || undefined,
      });
      navigate(returnTo ?? homePathFor(user), { replace: true });
    } catch (err) {
      setError(registerErrorText(err));
      setSubmitting(false);
    }
  };

  return (
    <section className="page auth-page" aria-labelledby="register-title">
      <div className="auth-card card">
        <h1 id="register-title" className="auth-card__title">Create your account</h1>
        <p className="auth-card__subtitle">Buy from local stores, or open your own in five minutes.</p>
        <form className="form" onSubmit={submit} noValidate>
          <div className="field">
            <label className="field__label" htmlFor="register-name">Full Name</label>
            <input id="register-name" className="field__input" autoComplete="name" value={form.name} onChange={update('name')} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="register-email">Email</label>
            <input id="register-email" className="field__input" type="email" autoComplete="email" value={form.email} onChange={update('email')} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="register-password">Password</label>
            <input id="register-password" className="field__input" type="password" autoComplete="new-password" value={form.password} onChange={update('password')} />
          </div>
          <RoleChoice legend="Register as" name="register-role" value={role} onChange={setRole} />
          <div className="form__row">
            <div className="field">
              <label className="field__label" htmlFor="register-phone">Phone</label>
              <input id="register-phone" className="field__input" type="tel" inputMode="tel" autoComplete="tel" placeholder="10-digit mobile number" value={form.phone} onChange={update('phone')} />
            </div>
            <div className="field">
              <label className="field__label" htmlFor="register-city">Current City</label>
              <input id="register-city" className="field__input" autoComplete="address-level2" value={form.currentCity} onChange={update('currentCity')} />
            </div>
          </div>
          {error ? <p className="form-error" role="alert">{error}</p> : null}
          <button type="submit" className="btn btn--primary btn--block" disabled={submitting}>
            {submitting ? 'Creating account...' : 'Create Account'}
          </button>
        </form>
        <div className="auth-card__links">
          <span>Already have an account? <Link to="/login" state={{ returnTo }}>Login</Link></span>
        </div>
      </div>
    </section>
  );
}
