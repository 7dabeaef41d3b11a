import { describeError, ErrorState, LoadingState, useDocumentTitle, Link, type Translate } from '@haat/web-kit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { translate, useT } from '../i18n.ts';
import messages from './messages.json';
import { createSuperadmin, fetchSetupAvailable, type SuperadminSetupForm } from './superadmin-api.ts';
import './superadmin-setup.css';

/** The prefilled defaults (spec: shown in a box and in the form); change the password after the first login. */
const DEFAULT_SUPERADMIN: SuperadminSetupForm = {
  // i18n-ignore: the account's prefilled name (data the admin keeps or changes), not a text of the page
  name: 'Super Admin',
  email: 'superadmin@haat.in',
  phone: '9876543210',
  password: 'Admin@123',
  confirmPassword: 'Admin@123',
};

const PASSWORD_MIN_LENGTH = 6;
const REDIRECT_DELAY_MS = 2000;

function setupProblem(f: SuperadminSetupForm, t: Translate<typeof messages>): string | null {
  if (!f.name.trim() || !f.email.trim() || !f.password) return t('setup.nameEmailPasswordRequired');
  if (f.password !== f.confirmPassword) return t('setup.passwordsDiffer');
  if (f.password.length < PASSWORD_MIN_LENGTH) return t('setup.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  return null;
}

/** The form's fields, each with its words' id in ./messages.json. */
const FIELDS: { key: keyof SuperadminSetupForm; label: keyof typeof messages; type: string; autoComplete: string }[] = [
  { key: 'name', label: 'setup.fullName', type: 'text', autoComplete: 'name' },
  { key: 'email', label: 'setup.email', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'setup.phone', type: 'tel', autoComplete: 'tel' },
  { key: 'password', label: 'setup.password', type: 'password', autoComplete: 'new-password' },
  { key: 'confirmPassword', label: 'setup.confirmPassword', type: 'password', autoComplete: 'new-password' },
];

/** /superadmin-setup (seller doc §2): create the one superadmin account, then go to /login. */
export function SuperadminSetupPage() {
  const t = useT(messages);
  useDocumentTitle(t('setup.title'));
  const navigate = useNavigate();
  const [form, setForm] = useState<SuperadminSetupForm>(DEFAULT_SUPERADMIN);
  const [error, setError] = useState<string | null>(null);
  const available = useQuery({ queryKey: ['superadmin-setup'], queryFn: ({ signal }) => fetchSetupAvailable(signal), staleTime: 0 });
  const mutation = useMutation({
    mutationFn: createSuperadmin,
    onError: (err) => setError(describeError(err, translate(messages, 'setup.createError'))),
  });

  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = setTimeout(() => navigate('/login', { state: { message: translate(messages, 'setup.successLogin') } }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [mutation.isSuccess, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = setupProblem(form, t);
    setError(problem);
    if (!problem) mutation.mutate({ ...form, name: form.name.trim(), email: form.email.trim().toLowerCase(), phone: form.phone.trim() });
  };

  let body;
  if (available.isPending) body = <LoadingState />;
  else if (available.isError) body = <ErrorState message={describeError(available.error, t('setup.checkError'))} onRetry={() => void available.refetch()} />;
  else if (!available.data) {
    body = (
      <div className="notice notice--info" role="status">
        <p>{t('setup.exists')}</p>
        <Link className="btn btn--primary" to="/login">{t('setup.toLogin')}</Link>
      </div>
    );
  } else if (mutation.isSuccess) {
    body = <p className="form-success" role="status">{t('setup.successTaking')}</p>;
  } else {
    body = (
      <>
        <section className="credentials" aria-labelledby="default-credentials-title">
          <h2 id="default-credentials-title" className="credentials__title">{t('setup.defaults')}</h2>
          <dl className="credentials__list">
            <div><dt>{t('setup.email')}</dt><dd><code>{DEFAULT_SUPERADMIN.email}</code></dd></div>
            <div><dt>{t('setup.password')}</dt><dd><code>{DEFAULT_SUPERADMIN.password}</code></dd></div>
          </dl>
          <p className="small">{t('setup.defaultsNote')}</p>
        </section>
        <form className="form" onSubmit={submit} noValidate>
          {FIELDS.map((f) => (
            <div className="field" key={f.key}>
              <label className="field__label" htmlFor={`sa-${f.key}`}>{t(f.label)}</label>
              <input
                id={`sa-${f.key}`}
                className="field__input"
                type={f.type}
                autoComplete={f.autoComplete}
                value={form[f.key]}
                onChange={(e) => setForm((current) => ({ ...current, [f.key]: e.target.value }))}
              />
            </div>
          ))}
          {error ? <p className="form-error" role="alert">{error}</p> : null}
          <button type="submit" className="btn btn--primary btn--block" disabled={mutation.isPending}>
            {t(mutation.isPending ? 'setup.creating' : 'setup.create')}
          </button>
        </form>
      </>
    );
  }

  return (
    <section className="page auth-page" aria-labelledby="superadmin-title">
      <div className="auth-card card">
        <h1 id="superadmin-title" className="auth-card__title">{t('setup.title')}</h1>
        <p className="auth-card__subtitle">{t('setup.subtitle')}</p>
        {body}
      </div>
    </section>
  );
}
