import { describeError, isEmail, isIndianMobile, toast, useSessionStore, Link, withTags, type Translate } from '@haat/web-kit';
import { PASSWORD_MIN_LENGTH, passwordEmailProblem } from '@haat/web-kit/password-rules';
import { PasswordField, TextField } from '@haat/web-kit/forms';
import type { DeliveryInvitation } from '@haat/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { translate, useT } from '../../i18n.ts';
import { registerDeliveryPartner } from '../invitation-api.ts';
import type { loginTargetFor } from '../invitation-view.ts';
import messages from '../messages.json';

/** The sentence's login link, back to this invitation. */
const loginTags = (login: ReturnType<typeof loginTargetFor>) => ({ login: (text: string) => <Link to={login.to} state={login.state}>{text}</Link> });

type RegisterDraft = { name: string; email: string; password: string; phone: string };

/**
 * A rider is reached by phone: it is required, the e-mail optional (the server's rule too). The
 * words are web-kit's and the server's (PHONE_TEXT, EMAIL_TEXT, PASSWORD_MIN_LENGTH_TEXT,
 * PASSWORD_HAS_EMAIL_TEXT), said in the language shown.
 */
function problemOf(draft: RegisterDraft, t: Translate<typeof messages>): string | null {
  if (!draft.name.trim()) return t('invitation.nameRequired');
  if (!draft.phone.trim()) return t('invitation.phoneRequired');
  if (!isIndianMobile(draft.phone)) return t('invitation.phoneInvalid');
  if (draft.email.trim() && !isEmail(draft.email)) return t('invitation.emailInvalid');
  if (draft.password.length < PASSWORD_MIN_LENGTH) return t('invitation.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  return passwordEmailProblem(draft.password, draft.email) ? t('invitation.passwordHasEmail') : null;
}

/**
 * A guest with an invitation makes a delivery partner account (POST /delivery-partners/register),
 * is signed in with the token it answers (the session store's own sign-in, as after any register)
 * and lands on the delivery dashboard.
 */
export function RegisterForm({ code, invitation, login }: { code: string; invitation: DeliveryInvitation; login: ReturnType<typeof loginTargetFor> }) {
  const t = useT(messages);
  const id = useId();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<RegisterDraft>({ name: invitation.name, email: '', password: '', phone: '' });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const set = (changes: Partial<RegisterDraft>) => setDraft((d) => ({ ...d, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(draft, t);
    if (problem) return setError(problem);
    setError(null);
    setSubmitting(true);
    try {
      const email = draft.email.trim().toLowerCase();
      const { auth, message } = await registerDeliveryPartner({
        inviteCode: code,
        name: draft.name.trim(),
        phone: draft.phone.replace(/[\s-]/g, ''),
        password: draft.password,
        ...(email ? { email } : {}),
      });
      useSessionStore.getState().adoptAuthReply(auth);
      toast.success(message ?? translate(messages, 'invitation.joined', { store: invitation.storeName }));
      navigate('/delivery/dashboard', { replace: true });
    } catch (err) {
      setError(describeError(err, t('invitation.createError')));
      setSubmitting(false);
    }
  };

  return (
    <form className="card form delivery-section" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="delivery-section__title">{t('invitation.createTitle')}</h2>
      <TextField id={`${id}-name`} label={t('invitation.fullName')} autoComplete="name" maxLength={100} value={draft.name} onValueChange={(value) => set({ name: value })} />
      <TextField
        id={`${id}-phone`} label={t('invitation.mobile')} type="tel" inputMode="tel" autoComplete="tel" placeholder={t('invitation.mobilePlaceholder')} required
        hint={t('invitation.mobileHint', { ending: invitation.phoneEnding })}
        value={draft.phone} onValueChange={(phone) => set({ phone })}
      />
      <TextField
        id={`${id}-email`} label={t('invitation.emailOptional')} type="email" inputMode="email" autoComplete="email"
        hint={t('invitation.emailHint')}
        value={draft.email} onValueChange={(email) => set({ email })}
      />
      <PasswordField label={t('invitation.password')} autoComplete="new-password" hint={t('invitation.passwordHint', { min: PASSWORD_MIN_LENGTH })} value={draft.password} onValueChange={(password) => set({ password })} />
      {error ? <p className="form-error" role="alert">{error}</p> : null}
      <button type="submit" className="btn btn--primary btn--block delivery-big-button" disabled={submitting}>
        {t(submitting ? 'invitation.creating' : 'invitation.create')}
      </button>
      <p className="delivery-invite__login">{withTags(t('invitation.alreadyPartner'), loginTags(login))}</p>
    </form>
  );
}
