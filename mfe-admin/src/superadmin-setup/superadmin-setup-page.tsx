import { describeError, ErrorState, LoadingState, useDocumentTitle, Link } from '@haat/web-kit';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { createSuperadmin, fetchSetupAvailable, type SuperadminSetupForm } from './superadmin-api.ts';
import './superadmin-setup.css';

/** The prefilled defaults (spec: shown in a box and in the form); change the password after the first login. */
const DEFAULT_SUPERADMIN: SuperadminSetupForm = {
  name: 'Super Admin',
  email: 'superadmin@haat.in',
  phone: '9876543210',
  password: 'Admin@123',
  confirmPassword: 'Admin@123',
};

const SUCCESS_TEXT = 'Superadmin account created successfully!';
const REDIRECT_DELAY_MS = 2000;

function setupProblem(f: SuperadminSetupForm): string | null {
  if (!f.name.trim() || !f.email.trim() || !f.password) return 'Name, email and password are required';
  if (f.password !== f.confirmPassword) return 'Passwords do not match';
  if (f.password.length < 6) return 'Password must be at least 6 characters';
  return null;
}

const FIELDS: { key: keyof SuperadminSetupForm; label: string; type: string; autoComplete: string }[] = [
  { key: 'name', label: 'Full Name', type: 'text', autoComplete: 'name' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { key: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { key: 'confirmPassword', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
];

/** /superadmin-setup (seller doc §2): create the one superadmin account, then go to /login. */
export function SuperadminSetupPage() {
  useDocumentTitle('Superadmin Setup');
  const navigate = useNavigate();
  const [form, setForm] = useState<SuperadminSetupForm>(DEFAULT_SUPERADMIN);
  const [error, setError] = useState<string | null>(null);
  const available = useQuery({ queryKey: ['superadmin-setup'], queryFn: ({ signal }) => fetchSetupAvailable(signal), staleTime: 0 });
  const mutation = useMutation({
    mutationFn: createSuperadmin,
    onError: (err) => setError(describeError(err, 'Failed to create the superadmin account. Please try again.')),
  });

  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = setTimeout(() => navigate('/login', { state: { message: `${SUCCESS_TEXT} Please log in.` } }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [mutation.isSuccess, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = setupProblem(form);
    setError(problem);
    if (!problem) mutation.mutate({ ...form, name: form.name.trim(), email: form.email.trim().toLowerCase(), phone: form.phone.trim() });
  };

  let body;
  if (available.isPending) body = <LoadingState />;
  else if (available.isError) body = <ErrorState message={describeError(available.error, 'Could not check the superadmin setup. Please try again.')} onRetry={() => void available.refetch()} />;
  else if (!available.data) {
    body = (
      <div className="notice notice--info" role="status">
        <p>A superadmin account already exists, so setup is closed.</p>
        <Link className="btn btn--primary" to="/login">Go to Login</Link>
      </div>
    );
  } else if (mutation.isSuccess) {
    body = <p className="form-success" role="status">{SUCCESS_TEXT} Taking you to the login page...</p>;
  } else {
    body = (
      <>
        <section className="credentials" aria-labelledby="default-credentials-title">
          <h2 id="default-credentials-title" className="credentials__title">Default credentials</h2>
          <dl className="credentials__list">
            <div><dt>Email</dt><dd><code>{DEFAULT_SUPERADMIN.email}</code></dd></div>
            <div><dt>Password</dt><dd><code>{DEFAULT_SUPERADMIN.password}</code></dd></div>
          </dl>
          <p className="small">The form is filled with these; change them before creating the account, or change the password after your first login.</p>
        </section>
        <form className="form" onSubmit={submit} noValidate>
          {FIELDS.map((f) => (
            <div className="field" key={f.key}>
              <label className="field__label" htmlFor={`sa-${f.key}`}>{f.label}</label>
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
            {mutation.isPending ? 'Creating account...' : 'Create Superadmin Account'}
          </button>
        </form>
      </>
    );
  }

  return (
    <section className="page auth-page" aria-labelledby="superadmin-title">
      <div className="auth-card card">
        <h1 id="superadmin-title" className="auth-card__title">Superadmin Setup</h1>
        <p className="auth-card__subtitle">Create the account that reviews reports and keeps Haat safe.</p>
        {body}
      </div>
    </section>
  );
}
