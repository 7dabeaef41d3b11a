import { describeError, isApiError, isIndianMobile, OTP_RESEND_COOLDOWN_MS, phoneText, translateKit } from '@haat/web-kit';
import messages from './messages.json';

/** Where a phone's one-time code stands: the number typed, the number a code went to, the code typed. */
export type PhoneOtpState = {
  phone: string;
  /** The number the last code went to; null while the number is being entered. */
  sentTo: string | null;
  otp: string;
  busy: boolean;
  message: { error?: string; success?: string };
  /** When a new code may be asked for (ms since the epoch). */
  resendAt: number;
};

export type PhoneOtpOptions<Verified> = {
  initialPhone: string;
  /** A code sent before this screen opened (after a reload): the flow continues at the code step. */
  codeSent?: { phone: string; resendAfterSeconds: number } | null;
  /** POST send-otp: seconds until the next code may be asked for, null for the usual 60 s. */
  sendCode: (phone: string) => Promise<number | null>;
  /** POST verify-otp: what the screen needs from a verified phone. */
  verifyCode: (phone: string, otp: string) => Promise<Verified>;
  onVerified: (verified: Verified, phone: string) => void | Promise<void>;
  /** A 429 (too soon) with a Retry-After shows only as the countdown, without words. */
  quietTooSoon?: boolean;
};

export type PhoneOtpFlow<Verified = unknown> = {
  /** The screen's newest callbacks (a render's), for the next action. */
  setOptions: (options: PhoneOtpOptions<Verified>) => void;
  state: () => PhoneOtpState;
  subscribe: (listener: () => void) => () => void;
  setPhone: (phone: string) => void;
  /** Keeps the digits only. */
  setOtp: (otp: string) => void;
  /** Sends a code to the number typed (spaces and dashes dropped). */
  sendToTyped: () => Promise<void>;
  /** Sends a new code to the number the last one went to. */
  resend: () => Promise<void>;
  verify: () => Promise<void>;
  /** Back to entering the number. */
  changeNumber: () => void;
};

/** Its texts, in the language shown when they are said. */
const text = (id: keyof typeof messages, values?: Record<string, string>) => translateKit(messages, id, values);

/**
 * The send-code / resend-countdown / verify steps of a phone's one-time code, without React: the
 * shell's profile and the seller's store settings show it with their own words (usePhoneOtp).
 * `initial` gives the screen's callbacks until `setOptions` gives newer ones; `now` is the clock.
 */
export function createPhoneOtpFlow<Verified>(initial: PhoneOtpOptions<Verified>, now: () => number = Date.now): PhoneOtpFlow<Verified> {
  let current = initial;
  const options = () => current;
  const { initialPhone, codeSent } = initial;
  let state: PhoneOtpState = {
    phone: initialPhone,
    sentTo: codeSent?.phone ?? null,
    otp: '',
    busy: false,
    message: {},
    resendAt: now() + (codeSent?.resendAfterSeconds ?? 0) * 1000,
  };
  const listeners = new Set<() => void>();
  const update = (patch: Partial<PhoneOtpState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const waitFor = (seconds: number | null) => now() + (seconds ? seconds * 1000 : OTP_RESEND_COOLDOWN_MS);

  const send = async (to: string) => {
    if (!isIndianMobile(to)) return update({ message: { error: phoneText() } });
    update({ busy: true, message: {} });
    try {
      const resendAfterSeconds = await options().sendCode(to);
      update({ sentTo: to, otp: '', resendAt: waitFor(resendAfterSeconds), message: { success: text('kit.otp.sent', { phone: to }) } });
    } catch (err) {
      const tooSoon = isApiError(err) && err.status === 429;
      const quiet = tooSoon && err.retryAfter !== null && options().quietTooSoon === true;
      // A screen that counts down quietly only does so on the server's word.
      if (tooSoon && (err.retryAfter !== null || !options().quietTooSoon)) update({ resendAt: waitFor(err.retryAfter) });
      if (!quiet) update({ message: { error: describeError(err, text('kit.otp.sendFailed')) } });
    } finally {
      update({ busy: false });
    }
  };

  return {
    setOptions: (newer) => { current = newer; },
    state: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setPhone: (phone) => update({ phone }),
    setOtp: (otp) => update({ otp: otp.replace(/\D/g, '') }),
    sendToTyped: () => send(state.phone.replace(/[\s-]/g, '')),
    resend: () => (state.sentTo ? send(state.sentTo) : Promise.resolve()),
    verify: async () => {
      const { sentTo, otp } = state;
      if (!sentTo) return;
      if (!/^\d{6}$/.test(otp.trim())) return update({ message: { error: text('kit.otp.enterCode') } });
      update({ busy: true, message: {} });
      try {
        const verified = await options().verifyCode(sentTo, otp.trim());
        await options().onVerified(verified, sentTo);
      } catch (err) {
        update({ message: { error: describeError(err, text('kit.otp.verifyFailed')) } });
      } finally {
        update({ busy: false });
      }
    },
    changeNumber: () => update({ sentTo: null, message: {} }),
  };
}
