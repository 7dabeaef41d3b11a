import { homePathFor, isApiError, isLoginType, PASSWORD_MIN_LENGTH_TEXT, safeReturnPath, useSessionStore, type LoginType, Link } from '@haat/web-kit';
import { passwordEmailProblem } from '@haat/web-kit/password-rules';
import { PasswordField, TextField } from '@haat/web-kit/forms';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../auth/auth-card.tsx';
import { adoptAccountLocation } from '../location/account-location.ts';
import { RoleChoice } from '../auth/role-choice.tsx';
import { FormMessage } from '../forms/form-message.tsx';

const EMAIL_TAKEN_TEXT = 'This email is already registered. Please use a different email or login.';
const REGISTER_FAILED_TEXT = 'Registration failed. Please try again.';

/** Spec §8: an e-mail in use has its own text; otherwise the server's error, else its message. */
function registerErrorText(err: unknown): string {
  if (isApiError(err)) {
    const text = err.serverText ?? '';
    if ((err.status === 400 || err.status === 409) && /already|exists|in use|registered/i.test(text)) return EMAIL_TAKEN_TEXT;
    return err.status === 0 ? err.message : err.error ?? err.serverMessage ?? REGISTER_FAILED_TEXT;
  }
  return err instanceof Error && err.message ? err.message : REGISTER_FAILED_TEXT;
}

type RegisterForm = { name: string; email: string; password: string; phone: string; currentCity: string };

/** Sign-up: name, email, password, role, phone, current city (spec §5 'Registration'). */
export function RegisterPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const register = useSessionStore((s) => s.register);
  const preset = (location.state as { role?: unknown } | null)?.role;
  const [form, setForm] = useState<RegisterForm>({ name: '', email: '', password: '', phone: '', currentCity: '' });
  const [role, setRole] = useState<LoginType>(isLoginType(preset) && preset !== 'seller' ? preset : 'buyer');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const returnTo = safeReturnPath(location.state, location.search);

  const field = (key: keyof RegisterForm) => ({ value: form[key], onValueChange: (value: string) => setForm((f) => ({ ...f, [key]: value })) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim()) return setError('Please enter your name');
    if (!form.email.trim() || !form.password) return setError('Please enter email and password');
    if (form.password.length < 6) return setError(PASSWORD_MIN_LENGTH_TEXT);
    const withEmail = passwordEmailProblem(form.password, form.email);
    if (withEmail) return setError(withEmail);
    setError(null);
    setSubmitting(true);
    try {
      const user = await register({
        name: form.name.trim(),
        email: form.email,
        password: form.password,
        // The store sends a shopkeeper to the server as 'seller' (spec §4).
        role,
        phone: form.phone.trim() || undefined,
        currentCity: form.currentCity.trim() || undefined,
      });
      // The city just given is where they browse: the location picker does not ask again.
      adoptAccountLocation(user);
      navigate(returnTo ?? homePathFor(user), { replace: true });
    } catch (err) {
      setError(registerErrorText(err));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title="Create your account" subtitle="Buy from local stores, or open your own in five minutes." noindex>
      <form className="form" onSubmit={submit} noValidate>
        <TextField label="Full Name" autoComplete="name" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <PasswordField label="Password" autoComplete="new-password" hint="At least 6 characters" {...field('password')} />
        <RoleChoice legend="Register as" name="register-role" value={role} onChange={setRole} />
        <div className="form__row">
          <TextField label="Phone" type="tel" inputMode="tel" autoComplete="tel" placeholder="10-digit mobile number" {...field('phone')} />
          <TextField label="Current City" autoComplete="address-level2" {...field('currentCity')} />
        </div>
        <FormMessage error={error} />
        <button type="submit" className="btn btn--primary btn--block" disabled={submitting}>
          {submitting ? 'Creating account...' : 'Create Account'}
        </button>
      </form>
      <div className="auth-card__links">
        <span>Already have an account? <Link to="/login" state={{ returnTo }}>Login</Link></span>
      </div>
    </AuthCard>
  );
}
