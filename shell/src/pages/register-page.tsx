import { homePathFor, isApiError, isLoginType, passwordMinLengthText, safeReturnPath, useSessionStore, withTags, type LoginType, type Translate, Link } from '@haat/web-kit';
import { passwordEmailProblem } from '@haat/web-kit/password-rules';
import { PasswordField, TextField } from '@haat/web-kit/forms';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../auth/auth-card.tsx';
import { adoptAccountLocation } from '../location/account-location.ts';
import { RoleChoice } from '../auth/role-choice.tsx';
import { FormMessage } from '../forms/form-message.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** Spec §8: an e-mail in use has its own text; otherwise the server's error, else its message. */
function registerErrorText(err: unknown, t: Translate<typeof messages>): string {
  if (isApiError(err)) {
    const text = err.serverText ?? '';
    // `error` is the server's English in every language; `message` follows the reader's.
    if ((err.status === 400 || err.status === 409) && /already|exists|in use|registered/i.test(`${err.error ?? ''} ${text}`)) return t('register.emailTaken');
    return err.status === 0 ? err.message : err.error ?? err.serverMessage ?? t('register.failed');
  }
  return err instanceof Error && err.message ? err.message : t('register.failed');
}

/** A login link for a sentence's tag, keeping the way back. */
const loginLink = (returnTo: string | null) => (text: string) => <Link to="/login" state={{ returnTo }}>{text}</Link>;

type RegisterForm = { name: string; email: string; password: string; phone: string; currentCity: string };

/** Sign-up: name, email, password, role, phone, current city (spec §5 'Registration'). */
export function RegisterPage() {
  const t = useT(messages);
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
    if (!form.name.trim()) return setError(t('register.nameRequired'));
    if (!form.email.trim() || !form.password) return setError(t('login.required'));
    if (form.password.length < 6) return setError(passwordMinLengthText());
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
      setError(registerErrorText(err, t));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')} noindex>
      <form className="form" onSubmit={submit} noValidate>
        <TextField label={t('register.name')} autoComplete="name" {...field('name')} />
        <TextField label={t('pages.email')} type="email" autoComplete="email" {...field('email')} />
        <PasswordField label={t('pages.password')} autoComplete="new-password" hint={t('pages.minHint')} {...field('password')} />
        <RoleChoice legend={t('register.as')} name="register-role" value={role} onChange={setRole} />
        <div className="form__row">
          <TextField label={t('register.phone')} type="tel" inputMode="tel" autoComplete="tel" placeholder={t('register.phoneHint')} {...field('phone')} />
          <TextField label={t('register.city')} autoComplete="address-level2" {...field('currentCity')} />
        </div>
        <FormMessage error={error} />
        <button type="submit" className="btn btn--primary btn--block" disabled={submitting}>
          {submitting ? t('register.creating') : t('register.submit')}
        </button>
      </form>
      <div className="auth-card__links">
        <span>{withTags(t('register.haveAccount'), { login: loginLink(returnTo) })}</span>
      </div>
    </AuthCard>
  );
}
