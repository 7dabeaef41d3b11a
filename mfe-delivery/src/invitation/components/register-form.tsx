import { describeError, isEmail, isIndianMobile, PASSWORD_MIN_LENGTH_TEXT, PHONE_TEXT, EMAIL_TEXT, toast, useSessionStore, Link } from '@haat/web-kit';
import { PASSWORD_MIN_LENGTH, passwordEmailProblem } from '@haat/web-kit/password-rules';
import { PasswordField, TextField } from '@haat/web-kit/forms';
import type { DeliveryInvitation } from '@haat/contracts';
import { DELIVERY_TEXTS } from '@haat/contracts/delivery-rules';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { registerDeliveryPartner } from '../invitation-api.ts';
import type { loginTargetFor } from '../invitation-view.ts';

type RegisterDraft = { name: string; email: string; password: string; phone: string };

const PHONE_REQUIRED_TEXT = 'Please enter your mobile number';

/** A rider is reached by phone: it is required, the e-mail optional (the server's rule too). */
function problemOf(draft: RegisterDraft): string | null {
  if (!draft.name.trim()) return 'Please enter your name';
  if (!draft.phone.trim()) return PHONE_REQUIRED_TEXT;
  if (!isIndianMobile(draft.phone)) return PHONE_TEXT;
  if (draft.email.trim() && !isEmail(draft.email)) return EMAIL_TEXT;
  if (draft.password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MIN_LENGTH_TEXT;
  return passwordEmailProblem(draft.password, draft.email);
}

/**
 * A guest with an invitation makes a delivery partner account (POST /delivery-partners/register),
 * is signed in with the token it answers (the session store's own sign-in, as after any register)
 * and lands on the delivery dashboard.
 */
export function RegisterForm({ code, invitation, login }: { code: string; invitation: DeliveryInvitation; login: ReturnType<typeof loginTargetFor> }) {
  const id = useId();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<RegisterDraft>({ name: invitation.name, email: '', password: '', phone: '' });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const set = (changes: Partial<RegisterDraft>) => setDraft((d) => ({ ...d, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(draft);
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
      toast.success(message ?? DELIVERY_TEXTS.joined(invitation.storeName));
      navigate('/delivery/dashboard', { replace: true });
    } catch (err) {
      setError(describeError(err, 'Could not create your account. Please try again.'));
      setSubmitting(false);
    }
  };

  return (
    <form className="card form delivery-section" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="delivery-section__title">Create your delivery partner account</h2>
      <TextField id={`${id}-name`} label="Full Name" autoComplete="name" maxLength={100} value={draft.name} onValueChange={(value) => set({ name: value })} />
      <TextField
        id={`${id}-phone`} label="Mobile number" type="tel" inputMode="tel" autoComplete="tel" placeholder="10-digit mobile number" required
        hint={`The store invited the number ending ${invitation.phoneEnding}. Stores and buyers reach you on it.`}
        value={draft.phone} onValueChange={(phone) => set({ phone })}
      />
      <TextField
        id={`${id}-email`} label="Email (optional)" type="email" inputMode="email" autoComplete="email"
        hint="Without one, you log in with your mobile number."
        value={draft.email} onValueChange={(email) => set({ email })}
      />
      <PasswordField label="Password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN_LENGTH} characters`} value={draft.password} onValueChange={(password) => set({ password })} />
      {error ? <p className="form-error" role="alert">{error}</p> : null}
      <button type="submit" className="btn btn--primary btn--block delivery-big-button" disabled={submitting}>
        {submitting ? 'Creating account...' : 'Create account and join'}
      </button>
      <p className="delivery-invite__login">Already a delivery partner? <Link to={login.to} state={login.state}>Log in</Link></p>
    </form>
  );
}
