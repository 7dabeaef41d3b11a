import { describeError, isApiError, isIndianMobile, PHONE_TEXT, writePhoneStatus } from '@haat/web-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useCooldown, waitText } from '../../verification/cooldown.ts';
import { fetchPhoneState, fetchSmsProvider, sendOtp, verifyOtp, type PhoneState } from '../store-settings-api.ts';

export const PHONE_STATE_KEY = ['verification', 'phone-state'] as const;

/**
 * Phone verification with a one-time code (identity's send-otp / verify-otp). The server's state
 * comes first: a verified phone shows as verified, and a code already sent continues at the code
 * step after a reload, its resend waiting out the cooldown on the button.
 */
export function PhoneCode({ initialPhone }: { initialPhone: string }) {
  const state = useQuery({ queryKey: PHONE_STATE_KEY, queryFn: ({ signal }) => fetchPhoneState(signal) });
  if (state.isPending) return <p className="small muted">Checking your phone...</p>;
  if (state.data?.phoneVerified) return <p className="form-success">✓ Phone {state.data.phone ?? ''} is verified.</p>;
  return <PhoneCodeForm initialPhone={initialPhone} codeSent={state.data?.codeSent ?? null} />;
}

function PhoneCodeForm({ initialPhone, codeSent }: { initialPhone: string; codeSent: PhoneState['codeSent'] }) {
  const queryClient = useQueryClient();
  const provider = useQuery({ queryKey: ['verification', 'sms-provider'], queryFn: ({ signal }) => fetchSmsProvider(signal), staleTime: Infinity });
  const [phone, setPhone] = useState(initialPhone);
  const [sentTo, setSentTo] = useState<string | null>(codeSent?.phone ?? null);
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const { secondsLeft: wait, startWait } = useCooldown(codeSent?.resendAfterSeconds ?? 0);

  const send = async (to: string) => {
    if (!isIndianMobile(to)) return setMessage({ error: PHONE_TEXT });
    setBusy(true);
    setMessage({});
    try {
      startWait(await sendOtp(to));
      setSentTo(to);
      setOtp('');
      setMessage({ success: `We sent a code to ${to}.` });
    } catch (err) {
      // Too soon: the button counts the server's wait down; the page says nothing more.
      if (isApiError(err) && err.status === 429 && err.retryAfter) startWait(err.retryAfter);
      else setMessage({ error: describeError(err, 'Could not send the code. Please try again.') });
    } finally {
      setBusy(false);
    }
  };
  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    if (!/^\d{6}$/.test(otp.trim())) return setMessage({ error: 'Please enter the 6-digit OTP' });
    setBusy(true);
    setMessage({});
    try {
      await verifyOtp(sentTo, otp.trim());
      writePhoneStatus(sentTo, true);
      await queryClient.invalidateQueries({ queryKey: PHONE_STATE_KEY });
    } catch (err) {
      setMessage({ error: describeError(err, 'The code could not be verified. Please try again.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form phone-code" onSubmit={sentTo ? verify : (e) => { e.preventDefault(); void send(phone.replace(/[\s-]/g, '')); }} noValidate>
      {sentTo ? (
        <div className="field">
          <label className="field__label" htmlFor="verify-otp">Verification code sent to {sentTo}</label>
          <input id="verify-otp" className="field__input" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={otp} onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))} />
        </div>
      ) : (
        <div className="field">
          <label className="field__label" htmlFor="verify-phone">Mobile number</label>
          <input id="verify-phone" className="field__input" type="tel" inputMode="tel" autoComplete="tel" placeholder="10-digit mobile number" value={phone} onChange={(e) => setPhone(e.target.value)} />
        </div>
      )}
      {provider.data === 'development' ? (
        <p className="notice notice--info small">Development: no SMS is sent. The code is in the development outbox (GET /api/verification/dev-outbox, as a superadmin).</p>
      ) : null}
      {message.error ? <p className="form-error" role="alert">{message.error}</p> : null}
      {message.success ? <p className="form-success" role="status">{message.success}</p> : null}
      <div className="form__actions">
        {sentTo ? (
          <>
            <button type="button" className="btn btn--ghost btn--small" onClick={() => { setSentTo(null); setMessage({}); }} disabled={busy}>Change Number</button>
            <button type="button" className="btn btn--secondary btn--small" onClick={() => void send(sentTo)} disabled={busy || wait > 0}>{wait > 0 ? `Resend in ${waitText(wait)}` : 'Resend Code'}</button>
            <button type="submit" className="btn btn--primary btn--small" disabled={busy}>{busy ? 'Verifying...' : 'Verify'}</button>
          </>
        ) : (
          <button type="submit" className="btn btn--primary btn--small" disabled={busy || wait > 0}>{busy ? 'Sending...' : wait > 0 ? `Send code in ${waitText(wait)}` : 'Send Code'}</button>
        )}
      </div>
    </form>
  );
}
