import { secondsUntil } from '@haat/web-kit';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPhoneOtpFlow, type PhoneOtpFlow, type PhoneOtpOptions, type PhoneOtpState } from './phone-otp-flow.ts';

export type PhoneOtp = PhoneOtpState & Omit<PhoneOtpFlow, 'state' | 'subscribe'> & {
  /** Whole seconds until a new code may be asked for (0 = now), ticking once a second. */
  secondsLeft: number;
};

/** A phone's one-time code on a screen: the flow's state, its actions and the resend countdown. */
export function usePhoneOtp<Verified>(options: PhoneOtpOptions<Verified>): PhoneOtp {
  const latest = useRef(options);
  latest.current = options;
  const [flow] = useState(() => createPhoneOtpFlow(() => latest.current));
  const state = useSyncExternalStore(flow.subscribe, flow.state);
  const secondsLeft = useSecondsUntil(state.resendAt);
  const { state: _state, subscribe: _subscribe, ...actions } = flow;
  return { ...state, ...actions, secondsLeft };
}

/** Whole seconds until `until`, rendered again at each whole second while there are any. */
function useSecondsUntil(until: number): number {
  const [, tick] = useState(0);
  const left = secondsUntil(until, Date.now());
  useEffect(() => {
    if (left === 0) return;
    const timer = setTimeout(() => tick((n) => n + 1), (until - Date.now()) % 1000 || 1000);
    return () => clearTimeout(timer);
  });
  return left;
}
