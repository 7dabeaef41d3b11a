import { writePhoneStatus } from '@haat/web-kit';
import { TextField } from '@haat/web-kit/forms';
import { usePhoneOtp } from '@haat/web-kit/phone-otp';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { waitText } from '../../verification/wait-text.ts';
import { fetchPhoneState, fetchSmsProvider, sendOtp, verifyOtp, type PhoneState } from '../store-settings-api.ts';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

export const PHONE_STATE_KEY = ['verification', 'phone-state'] as const;

/**
 * Phone verification with a one-time code (identity's send-otp / verify-otp). The server's state
 * comes first: a verified phone shows as verified, and a code already sent continues at the code
 * step after a reload, its resend waiting out the cooldown on the button.
 */
export function PhoneCode({ initialPhone }: { initialPhone: string }) {
  const t = useT(messages);
  const state = useQuery({ queryKey: PHONE_STATE_KEY, queryFn: ({ signal }) => fetchPhoneState(signal) });
  if (state.isPending) return <p className="small muted">{t('store.checkingPhone')}</p>;
  if (state.data?.phoneVerified) return <p className="form-success">{t('store.phoneVerified', { phone: state.data.phone ?? '' })}</p>;
  return <PhoneCodeForm initialPhone={initialPhone} codeSent={state.data?.codeSent ?? null} />;
}

function PhoneCodeForm({ initialPhone, codeSent }: { initialPhone: string; codeSent: PhoneState['codeSent'] }) {
  const t = useT(messages);
  const queryClient = useQueryClient();
  const provider = useQuery({ queryKey: ['verification', 'sms-provider'], queryFn: ({ signal }) => fetchSmsProvider(signal), staleTime: Infinity });
  const otp = usePhoneOtp({
    initialPhone,
    codeSent,
    sendCode: sendOtp,
    verifyCode: verifyOtp,
    onVerified: async (_verified, phone) => {
      writePhoneStatus(phone, true);
      await queryClient.invalidateQueries({ queryKey: PHONE_STATE_KEY });
    },
    // Too soon: the button counts the server's wait down; the page says nothing more.
    quietTooSoon: true,
  });
  const { sentTo, busy, message, secondsLeft: wait } = otp;

  return (
    <form className="form phone-code" onSubmit={(e) => { e.preventDefault(); void (sentTo ? otp.verify() : otp.sendToTyped()); }} noValidate>
      {sentTo ? (
        <TextField id="verify-otp" label={t('store.codeSentTo', { phone: sentTo })} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={otp.otp} onValueChange={otp.setOtp} />
      ) : (
        <TextField id="verify-phone" label={t('store.mobileLabel')} type="tel" inputMode="tel" autoComplete="tel" placeholder={t('store.mobilePlaceholder')} value={otp.phone} onValueChange={otp.setPhone} />
      )}
      {provider.data === 'development' ? (
        <p className="notice notice--info small">{t('store.devOutbox')}</p>
      ) : null}
      {message.error ? <p className="form-error" role="alert">{message.error}</p> : null}
      {message.success ? <p className="form-success" role="status">{message.success}</p> : null}
      <div className="form__actions">
        {sentTo ? (
          <>
            <button type="button" className="btn btn--ghost btn--small" onClick={otp.changeNumber} disabled={busy}>{t('store.changeNumber')}</button>
            <button type="button" className="btn btn--secondary btn--small" onClick={() => void otp.resend()} disabled={busy || wait > 0}>{wait > 0 ? t('store.resendIn', { wait: waitText(wait) }) : t('store.resendCode')}</button>
            <button type="submit" className="btn btn--primary btn--small" disabled={busy}>{busy ? t('store.verifying') : t('store.verify')}</button>
          </>
        ) : (
          <button type="submit" className="btn btn--primary btn--small" disabled={busy || wait > 0}>{busy ? t('store.sending') : wait > 0 ? t('store.sendCodeIn', { wait: waitText(wait) }) : t('store.sendCode')}</button>
        )}
      </div>
    </form>
  );
}
