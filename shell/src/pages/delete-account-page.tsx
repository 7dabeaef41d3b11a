import { api, describeError, forgetAccount, LoadingState, toast, useSession, withTags, Link } from '@haat/web-kit';
import { PasswordField, TextField } from '@haat/web-kit/forms';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormMessage } from '../forms/form-message.tsx';
import { translate, useT } from '../i18n.ts';
import { PageMeta } from '../layout/page-meta.tsx';
import messages from './messages.json';

/** The word typed to confirm: the same in every language (a code, like the button's promise). */
const CONFIRM_WORD = 'DELETE';

/** The login link of 'To delete your account, log in first', coming back here. */
const loginLink = (text: string) => <Link to="/login" state={{ returnTo: '/delete-account' }}>{text}</Link>;

/** What deletion removes; public, so anyone (app stores included) can read it before signing in. */
function WhatIsDeleted() {
  const t = useT(messages);
  return (
    <div className="card stack">
      <h2 className="card__title">{t('delete.whatTitle')}</h2>
      <ul className="plain-list">
        <li>{t('delete.profile')}</li>
        <li>{t('delete.data')}</li>
        <li>{t('delete.signedOut')}</li>
        <li>{t('delete.stores')}</li>
      </ul>
      <p className="muted">{t('delete.undo')}</p>
    </div>
  );
}

/** The signed-in part: password and the typed word, then DELETE /users/profile. */
function DeleteAccountForm() {
  const t = useT(messages);
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t('delete.enterPassword'));
    if (confirmation !== CONFIRM_WORD) return setError(t('delete.typeWord', { word: CONFIRM_WORD }));
    setError(null);
    setDeleting(true);
    try {
      await api.delete('/users/profile', { body: { password }, checksPassword: true, retry: false });
      forgetAccount();
      toast.success(translate(messages, 'delete.done'), translate(messages, 'delete.doneText'));
      navigate('/', { replace: true });
    } catch (err) {
      setError(describeError(err, t('delete.failed')));
      setDeleting(false);
    }
  };

  return (
    <form className="card form" onSubmit={submit} noValidate>
      <PasswordField label={t('pages.password')} autoComplete="current-password" value={password} onValueChange={setPassword} />
      <TextField
        label={t('delete.wordLabel', { word: CONFIRM_WORD })}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={confirmation}
        onValueChange={setConfirmation}
      />
      <FormMessage error={error} />
      <div className="form__actions">
        <Link className="btn btn--ghost" to="/profile">{t('delete.cancel')}</Link>
        <button type="submit" className="btn btn--danger" disabled={deleting}>
          {deleting ? t('delete.deleting') : t('delete.submit')}
        </button>
      </div>
    </form>
  );
}

/** /delete-account (spec: a static page, noindex): what is deleted, and for a signed-in user the form. */
export function DeleteAccountPage() {
  const t = useT(messages);
  const { user, status } = useSession();
  return (
    <section className="page page--narrow stack" aria-labelledby="delete-account-title">
      <PageMeta title={t('delete.tabTitle')} noindex />
      <h1 id="delete-account-title" className="page__title">{t('delete.title')}</h1>
      <WhatIsDeleted />
      {status === 'loading' ? <LoadingState /> : user ? (
        <DeleteAccountForm />
      ) : (
        <p className="card">
          {withTags(t('delete.logInFirst'), { login: loginLink })}
        </p>
      )}
    </section>
  );
}
