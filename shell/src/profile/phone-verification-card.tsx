import type { SessionUser } from '@haat/contracts';
import type { PhoneStatus } from '@haat/contracts/user-reply';
import { formatDateTime, useSessionStore, writePhoneStatus } from '@haat/web-kit';
import { TextField } from '@haat/web-kit/forms';
import { usePhoneOtp } from '@haat/web-kit/phone-otp';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormMessage } from '../forms/form-message.tsx';
import { fetchPhoneStatus, profileKeys, sendOtp, verifyOtp } from './profile-api.ts';

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
  const otp = usePhoneOtp({
    initialPhone,
    sendCode: async (to) => (await sendOtp(to)).resendAfterSeconds,
    verifyCode: verifyOtp,
    onVerified,
  });
  const wait = otp.secondsLeft;

  if (!otp.sentTo) {
    return (
      <form className="form" onSubmit={(e) => { e.preventDefault(); void otp.sendToTyped(); }} noValidate>
        <TextField label="Mobile number" type="tel" inputMode="tel" autoComplete="tel" placeholder="10-digit mobile number" value={otp.phone} onValueChange={otp.setPhone} />
        <FormMessage error={otp.message.error} />
        <div className="form__actions">
          <button type="submit" className="btn btn--primary" disabled={otp.busy || wait > 0}>
            {otp.busy ? 'Sending...' : wait > 0 ? `Send Code (${wait}s)` : 'Send Code'}
          </button>
        </div>
      </form>
    );
  }

  return (
    <form className="form" onSubmit={(e) => { e.preventDefault(); void otp.verify(); }} noValidate>
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={otp.otp}
        onValueChange={otp.setOtp}
      />
      <FormMessage error={otp.message.error} success={otp.message.success} />
      <div className="form__actions">
        <button type="button" className="btn btn--ghost" onClick={otp.changeNumber} disabled={otp.busy}>Change Number</button>
        <button type="button" className="btn btn--secondary" onClick={() => void otp.resend()} disabled={otp.busy || wait > 0}>
          {wait > 0 ? `Resend code in ${wait}s` : 'Resend Code'}
        </button>
        <button type="submit" className="btn btn--primary" disabled={otp.busy}>{otp.busy ? 'Verifying...' : 'Verify'}</button>
      </div>
    </form>
  );
}
