import { api, describeError, forgetAccount, LoadingState, toast, useSession, Link } from '@haat/web-kit';
import { PasswordField, TextField } from '@haat/web-kit/forms';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormMessage } from '../forms/form-message.tsx';
import { PageMeta } from '../layout/page-meta.tsx';

const CONFIRM_WORD = 'DELETE';

/** What deletion removes; public, so anyone (app stores included) can read it before signing in. */
function WhatIsDeleted() {
  return (
    <div className="card stack">
      <h2 className="card__title">What happens when you delete your account</h2>
      <ul className="plain-list">
        <li>Your profile is removed: name, e-mail, phone number, photo and city.</li>
        <li>Your saved addresses, cart, wishlist and notifications are deleted.</li>
        <li>You are signed out everywhere and cannot sign in with this account again.</li>
        <li>Store owners: your store and its products are no longer shown to buyers.</li>
      </ul>
      <p className="muted">Deletion cannot be undone. Orders you have placed or received may be kept as sales records where the law requires it.</p>
    </div>
  );
}

/** The signed-in part: password and the typed word, then DELETE /users/profile. */
function DeleteAccountForm() {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Please enter your password');
    if (confirmation !== CONFIRM_WORD) return setError(`Please type ${CONFIRM_WORD} to confirm`);
    setError(null);
    setDeleting(true);
    try {
      await api.delete('/users/profile', { body: { password }, checksPassword: true, retry: false });
      forgetAccount();
      toast.success('Account deleted', 'Your account and its data have been deleted.');
      navigate('/', { replace: true });
    } catch (err) {
      setError(describeError(err, 'Could not delete your account. Please try again.'));
      setDeleting(false);
    }
  };

  return (
    <form className="card form" onSubmit={submit} noValidate>
      <PasswordField label="Password" autoComplete="current-password" value={password} onValueChange={setPassword} />
      <TextField
        label={`Type ${CONFIRM_WORD} to confirm`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={confirmation}
        onValueChange={setConfirmation}
      />
      <FormMessage error={error} />
      <div className="form__actions">
        <Link className="btn btn--ghost" to="/profile">Cancel</Link>
        <button type="submit" className="btn btn--danger" disabled={deleting}>
          {deleting ? 'Deleting...' : 'Delete My Account'}
        </button>
      </div>
    </form>
  );
}

/** /delete-account (spec: a static page, noindex): what is deleted, and for a signed-in user the form. */
export function DeleteAccountPage() {
  const { user, status } = useSession();
  return (
    <section className="page page--narrow stack" aria-labelledby="delete-account-title">
      <PageMeta title="Delete account" noindex />
      <h1 id="delete-account-title" className="page__title">Delete your account</h1>
      <WhatIsDeleted />
      {status === 'loading' ? <LoadingState /> : user ? (
        <DeleteAccountForm />
      ) : (
        <p className="card">
          To delete your account, <Link to="/login" state={{ returnTo: '/delete-account' }}>log in</Link> first and come back to this page.
        </p>
      )}
    </section>
  );
}
