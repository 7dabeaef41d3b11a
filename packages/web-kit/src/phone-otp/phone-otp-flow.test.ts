import { ApiError } from '@haat/web-kit';
import { describe, expect, it } from 'vitest';
import { createPhoneOtpFlow, type PhoneOtpOptions } from './phone-otp-flow.ts';

const NOW = Date.parse('2026-12-01T10:00:00Z');
const tooSoon = (retryAfter: number | null) => new ApiError({ message: 'Too many requests', status: 429, path: '/verification/send-otp', retryAfter });

/** A flow whose server answers are the given functions; `calls` records what reached them. */
function flowWith(overrides: Partial<PhoneOtpOptions<string>> = {}) {
  const calls: string[] = [];
  const options: PhoneOtpOptions<string> = {
    initialPhone: '98765 43210',
    sendCode: async (phone) => { calls.push(`send ${phone}`); return 30; },
    verifyCode: async (phone, otp) => { calls.push(`verify ${phone} ${otp}`); return 'verified'; },
    onVerified: (verified, phone) => { calls.push(`${verified} ${phone}`); },
    ...overrides,
  };
  return { flow: createPhoneOtpFlow(options, () => NOW), calls };
}

describe('a phone one-time code', () => {
  it('sends a code to the number typed, then waits out the resend cooldown', async () => {
    const { flow, calls } = flowWith();
    await flow.sendToTyped();
    expect(calls).toEqual(['send 9876543210']);
    expect(flow.state()).toMatchObject({ sentTo: '9876543210', busy: false, resendAt: NOW + 30_000, message: { success: 'We sent a code to 9876543210.' } });
  });

  it('waits the usual 60 s when the server names no wait', async () => {
    const { flow } = flowWith({ sendCode: async () => null });
    await flow.sendToTyped();
    expect(flow.state().resendAt).toBe(NOW + 60_000);
  });

  it('refuses a number that is not an Indian mobile before asking the server', async () => {
    const { flow, calls } = flowWith();
    flow.setPhone('12345');
    await flow.sendToTyped();
    expect(calls).toEqual([]);
    expect(flow.state()).toMatchObject({ sentTo: null, message: { error: 'Please enter a valid Indian mobile number' } });
  });

  it('counts a 429 down and says so, or only counts it down on a quiet screen', async () => {
    const loud = flowWith({ sendCode: async () => { throw tooSoon(42); } }).flow;
    await loud.sendToTyped();
    expect(loud.state()).toMatchObject({ sentTo: null, resendAt: NOW + 42_000 });
    expect(loud.state().message.error).toBeTruthy();

    const quiet = flowWith({ sendCode: async () => { throw tooSoon(42); }, quietTooSoon: true }).flow;
    await quiet.sendToTyped();
    expect(quiet.state()).toMatchObject({ resendAt: NOW + 42_000, message: {} });

    // Without the server's word a quiet screen does not count down, it says what went wrong.
    const unsure = flowWith({ sendCode: async () => { throw tooSoon(null); }, quietTooSoon: true }).flow;
    await unsure.sendToTyped();
    expect(unsure.state().resendAt).toBe(NOW);
    expect(unsure.state().message.error).toBeTruthy();
  });

  it('keeps the digits of the code, asks for six, and verifies the number the code went to', async () => {
    const { flow, calls } = flowWith();
    await flow.sendToTyped();
    flow.setOtp('12a3');
    expect(flow.state().otp).toBe('123');
    await flow.verify();
    expect(flow.state().message).toEqual({ error: 'Please enter the 6-digit OTP' });
    flow.setOtp('123456');
    await flow.verify();
    expect(calls).toEqual(['send 9876543210', 'verify 9876543210 123456', 'verified 9876543210']);
    expect(flow.state().busy).toBe(false);
  });

  it('shows why a code was not accepted and stays at the code step', async () => {
    const wrong = new ApiError({ message: 'Invalid OTP', status: 400, path: '/verification/verify-otp', body: { message: 'Invalid or expired OTP' } });
    const { flow } = flowWith({ verifyCode: async () => { throw wrong; } });
    await flow.sendToTyped();
    flow.setOtp('000000');
    await flow.verify();
    expect(flow.state()).toMatchObject({ sentTo: '9876543210', busy: false, message: { error: 'Invalid or expired OTP' } });
  });

  it('continues at the code step for a code sent before a reload, and goes back to the number on asking', () => {
    const { flow } = flowWith({ codeSent: { phone: '9876543210', resendAfterSeconds: 20 } });
    expect(flow.state()).toMatchObject({ sentTo: '9876543210', resendAt: NOW + 20_000 });
    flow.changeNumber();
    expect(flow.state()).toMatchObject({ sentTo: null, message: {} });
  });

  it('tells its subscribers of every change', async () => {
    const { flow } = flowWith();
    const seen: boolean[] = [];
    const stop = flow.subscribe(() => seen.push(flow.state().busy));
    await flow.sendToTyped();
    stop();
    flow.setPhone('9000000000');
    expect(seen).toEqual([true, true, false]);
  });
});
