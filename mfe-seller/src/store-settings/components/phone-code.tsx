import { describeError, isApiError, isIndianMobile, PHONE_TEXT, writePhoneStatus } from '@haat/web-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { fetchPhoneState, fetchSmsProvider, sendOtp, verifyOtp } from '../store-settings-api.ts';

export const PHONE_STATE_KEY = ['verification', 'phone-state'] as const;

/** Phone verification with a one-time code (identity's send-otp / verify-otp), resend after the server's wait. */
export function PhoneCode({ initialPhone }: { initialPhone: string }) {
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: PHONE_STATE_KEY, queryFn: ({ signal }) => fetchPhoneState(signal) });
  const provider = useQuery({ queryKey: ['verification', 'sms-provider'], queryFn: ({ signal }) => fetchSmsProvider(signal), staleTime: Infinity });
  const [phone, setPhone] = useState(initialPhone);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const [waitUntil, setWaitUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (waitUntil <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [waitUntil, now]);
  const wait = Math.max(0, Math.ceil((waitUntil - now) / 1000));

  if (state.isPending) return <p className="small muted">Checking your phone...</p>;
  if (state.data?.phoneVerified) return <p className="form-success">✓ Phone {state.data.phone ?? ''} is verified.</p>;

  const send = async (to: string) => {
    if (!isIndianMobile(to)) return setMessage({ error: PHONE_TEXT });
    setBusy(true);
    setMessage({});
    try {
      const seconds = await sendOtp(to);
      setSentTo(to);
      setOtp('');
      setNow(Date.now());
      setWaitUntil(Date.now() + seconds * 1000);
      setMessage({ success: `We sent a code to ${to}.` });
    } catch (err) {
      if (isApiError(err) && err.status === 429 && err.retryAfter) { setNow(Date.now()); setWaitUntil(Date.now() + err.retryAfter * 1000); }
      setMessage({ error: describeError(err, 'Could not send the code. Please try again.') });
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
            <button type="button" className="btn btn--secondary btn--small" onClick={() => void send(sentTo)} disabled={busy || wait > 0}>{wait > 0 ? `Resend code in ${wait}s` : 'Resend Code'}</button>
            <button type="submit" className="btn btn--primary btn--small" disabled={busy}>{busy ? 'Verifying...' : 'Verify'}</button>
          </>
        ) : (
          <button type="submit" className="btn btn--primary btn--small" disabled={busy || wait > 0}>{busy ? 'Sending...' : wait > 0 ? `Send Code (${wait}s)` : 'Send Code'}</button>
        )}
      </div>
    </form>
  );
}
