import type { SessionUser } from '@haat/contracts';
import type { PhoneStatus } from '@haat/contracts/user-reply';
import { formatDateTime, useSessionStore, writePhoneStatus, type Translate } from '@haat/web-kit';
import { TextField } from '@haat/web-kit/forms';
import { usePhoneOtp } from '@haat/web-kit/phone-otp';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormMessage } from '../forms/form-message.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';
import { fetchPhoneStatus, profileKeys, sendOtp, verifyOtp } from './profile-api.ts';

/**
 * Phone verification: the status (GET /verification/phone-status), then send a code
 * (POST send-otp {phone}), enter it (POST verify-otp {phone, otp}); resending waits 60 s.
 */
export function PhoneVerificationCard({ user }: { user: SessionUser }) {
  const t = useT(messages);
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: [...profileKeys.phoneStatus, user.phone], queryFn: () => fetchPhoneStatus(user.phone) });
  const verified = status.data?.phoneVerified ?? user.phoneVerified;
  const verifiedPhone = status.data?.phone ?? user.phone;

  return (
    <section className="card stack" aria-labelledby="phone-title">
      <div className="card__header">
        <h2 id="phone-title" className="card__title">{t('profile.phoneTitle')}</h2>
        {status.isPending ? null : verified ? <span className="badge badge--success">{t('profile.verified')}</span> : <span className="badge badge--warning">{t('profile.notVerified')}</span>}
      </div>
      {verified ? (
        <p className="muted">{verifiedText(verifiedPhone, status.data?.phoneVerifiedAt ?? null, t)}</p>
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

/** '98… is verified since 7 Dec 2026, 4:05 PM.' (the number, else 'Your phone'; the time when the server knows it). */
function verifiedText(phone: string | null, since: string | null, t: Translate<typeof messages>): string {
  const time = since ? formatDateTime(since) : '';
  if (phone) return time ? t('profile.phoneVerifiedSince', { phone, time }) : t('profile.phoneVerified', { phone });
  return time ? t('profile.ownPhoneVerifiedSince', { time }) : t('profile.ownPhoneVerified');
}

/** Number → code → verified, with the resend countdown. */
function OtpFlow({ initialPhone, onVerified }: { initialPhone: string; onVerified: (status: PhoneStatus) => void }) {
  const t = useT(messages);
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
        <TextField label={t('profile.mobile')} type="tel" inputMode="tel" autoComplete="tel" placeholder={t('profile.mobileHint')} value={otp.phone} onValueChange={otp.setPhone} />
        <FormMessage error={otp.message.error} />
        <div className="form__actions">
          <button type="submit" className="btn btn--primary" disabled={otp.busy || wait > 0}>
            {otp.busy ? t('profile.sending') : wait > 0 ? t('profile.sendCodeIn', { seconds: wait }) : t('profile.sendCode')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <form className="form" onSubmit={(e) => { e.preventDefault(); void otp.verify(); }} noValidate>
      <TextField
        label={t('profile.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={otp.otp}
        onValueChange={otp.setOtp}
      />
      <FormMessage error={otp.message.error} success={otp.message.success} />
      <div className="form__actions">
        <button type="button" className="btn btn--ghost" onClick={otp.changeNumber} disabled={otp.busy}>{t('profile.changeNumber')}</button>
        <button type="button" className="btn btn--secondary" onClick={() => void otp.resend()} disabled={otp.busy || wait > 0}>
          {wait > 0 ? t('profile.resendIn', { seconds: wait }) : t('profile.resend')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={otp.busy}>{otp.busy ? t('profile.verifying') : t('profile.verify')}</button>
      </div>
    </form>
  );
}
