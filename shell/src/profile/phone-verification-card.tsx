import type { SessionUser } from '@haat/contracts';
import type { PhoneStatus } from '@haat/contracts/user-reply';
import {
  describeError, formatDateTime, isApiError, isIndianMobile, OTP_RESEND_COOLDOWN_MS, PHONE_TEXT, useSessionStore, writePhoneStatus,
} from '@haat/web-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormMessage } from '../forms/form-message.tsx';
import { TextField } from '../forms/text-field.tsx';
import { fetchPhoneStatus, profileKeys, sendOtp, verifyOtp } from './profile-api.ts';
import { useCountdown } from './use-countdown.ts';

/** After a send (or a 429), how long until the next code may be asked for: the server's word, else 60 s. */
const resendWaitMs = (seconds: number | null | undefined) => (seconds ? seconds * 1000 : OTP_RESEND_COOLDOWN_MS);

/**
 * Phone verification: the status (GET /verification/phone-status), then send a code
 * (POST send-otp {phone}), enter it (POST verify-otp {phone, otp}); resending waits 60 s.
 */
export function PhoneVerificationCard({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: [...profileKeys.phoneStatus, user.phone], queryFn: () => fetchPhoneStatus(user.phone) });
  const verified = status.data?.phoneVerified ?? user.phoneVerified;
  const verifiedPhone = status.data?.phone ?? user.phone;

  return (
    <section className="card stack" aria-labelledby="phone-title">
      <div className="card__header">
        <h2 id="phone-title" className="card__title">Phone verification</h2>
        {status.isPending ? null : verified ? <span className="badge badge--success">Verified</span> : <span className="badge badge--warning">Not verified</span>}
      </div>
      {verified ? (
        <p className="muted">
          {verifiedPhone ?? 'Your phone'} is verified{status.data?.phoneVerifiedAt ? ` since ${formatDateTime(status.data.phoneVerifiedAt)}` : ''}.
        </p>
      ) : (
        <OtpFlow
          initialPhone={user.phone ?? ''}
          onVerified={(next) => {
            writePhoneStatus(next.phone, true);
            // The verified number becomes the profile's; the status is filed under it.
            queryClient.setQueryData<PhoneStatus>([...profileKeys.phoneStatus, next.phone], next);
            void queryClient.invalidateQueries({ queryKey: profileKeys.profile });
            useSessionStore.getState().setUser({ ...user, phone: next.phone, phoneVerified: true, phoneVerifiedAt: next.phoneVerifiedAt });
          }}
        />
      )}
    </section>
  );
}

/** Number → code → verified, with the resend countdown. */
function OtpFlow({ initialPhone, onVerified }: { initialPhone: string; onVerified: (status: PhoneStatus) => void }) {
  const [phone, setPhone] = useState(initialPhone);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const { secondsLeft: wait, startCountdown } = useCountdown();

  const send = async (to: string) => {
    if (!isIndianMobile(to)) return setMessage({ error: PHONE_TEXT });
    setBusy(true);
    setMessage({});
    try {
      const { resendAfterSeconds } = await sendOtp(to);
      setSentTo(to);
      setOtp('');
      startCountdown(resendWaitMs(resendAfterSeconds));
      setMessage({ success: `We sent a code to ${to}.` });
    } catch (err) {
      if (isApiError(err) && err.status === 429) startCountdown(resendWaitMs(err.retryAfter));
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
      onVerified(await verifyOtp(sentTo, otp.trim()));
    } catch (err) {
      setMessage({ error: describeError(err, 'The code could not be verified. Please try again.') });
      setBusy(false);
    }
  };

  if (!sentTo) {
    return (
      <form className="form" onSubmit={(e) => { e.preventDefault(); void send(phone.replace(/[\s-]/g, '')); }} noValidate>
        <TextField label="Mobile number" type="tel" inputMode="tel" autoComplete="tel" placeholder="10-digit mobile number" value={phone} onValueChange={setPhone} />
        <FormMessage error={message.error} />
        <div className="form__actions">
          <button type="submit" className="btn btn--primary" disabled={busy || wait > 0}>
            {busy ? 'Sending...' : wait > 0 ? `Send Code (${wait}s)` : 'Send Code'}
          </button>
        </div>
      </form>
    );
  }

  return (
    <form className="form" onSubmit={verify} noValidate>
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={otp}
        onValueChange={(v) => setOtp(v.replace(/\D/g, ''))}
      />
      <FormMessage error={message.error} success={message.success} />
      <div className="form__actions">
        <button type="button" className="btn btn--ghost" onClick={() => { setSentTo(null); setMessage({}); }} disabled={busy}>Change Number</button>
        <button type="button" className="btn btn--secondary" onClick={() => void send(sentTo)} disabled={busy || wait > 0}>
          {wait > 0 ? `Resend code in ${wait}s` : 'Resend Code'}
        </button>
        <button type="submit" className="btn btn--primary" disabled={busy}>{busy ? 'Verifying...' : 'Verify'}</button>
      </div>
    </form>
  );
}
