import { secondsUntil } from '@haat/web-kit';
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { createPhoneOtpFlow, type PhoneOtpFlow, type PhoneOtpOptions, type PhoneOtpState } from './phone-otp-flow.ts';

export type PhoneOtp = PhoneOtpState & Omit<PhoneOtpFlow, 'state' | 'subscribe' | 'setOptions'> & {
  /** Whole seconds until a new code may be asked for (0 = now), ticking once a second. */
  secondsLeft: number;
};

/** A phone's one-time code on a screen: the flow's state, its actions and the resend countdown. */
export function usePhoneOtp<Verified>(options: PhoneOtpOptions<Verified>): PhoneOtp {
  const [flow] = useState(() => createPhoneOtpFlow(options));
  useLayoutEffect(() => flow.setOptions(options)); // the flow's actions use this render's callbacks
  const state = useSyncExternalStore(flow.subscribe, flow.state);
  const secondsLeft = useSecondsUntil(state.resendAt);
  const { state: _state, subscribe: _subscribe, setOptions: _setOptions, ...actions } = flow;
  return { ...state, ...actions, secondsLeft };
}

/** Whole seconds until `until`, rendered again at each whole second while there are any. */
function useSecondsUntil(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(until, now);
  useEffect(() => {
    const current = Date.now();
    // A new `until` (a code just sent) is read against the clock at once; then once a second.
    const stale = secondsUntil(until, current) !== secondsUntil(until, now);
    if (!stale && secondsUntil(until, now) === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), stale ? 0 : (until - current) % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [until, now]);
  return left;
}
