import { ADMIN_TEXTS } from '@haat/contracts/admin-rules';
import { describe, expect, it } from 'vitest';
import { commonT as t } from '../common/labels.ts';
import { verificationMessages } from './verification-labels.ts';
import { oldestWait, verificationWait } from './verification-wait.ts';

const T0 = Date.parse('2026-11-20T04:30:00Z');
const H = 3_600_000;
const at = (hours: number) => new Date(T0 + hours * H).toISOString();

describe('a verification against the 24-hour promise', () => {
  it('waits with the time left while within 24 hours', () => {
    const wait = verificationWait({ submittedAt: at(0), decidedAt: null }, T0 + 20 * H, t);
    expect(wait).toMatchObject({ waited: '20 h', due: at(24), overdue: false });
    expect(wait.clock).toMatchObject({ state: 'running', text: '4 h left' });
  });

  it('is overdue past 24 hours without a decision', () => {
    const wait = verificationWait({ submittedAt: at(0), decidedAt: null }, T0 + 30 * H, t);
    expect(wait).toMatchObject({ waited: '30 h', overdue: true });
    expect(wait.clock.text).toBe('Overdue by 6 h');
  });

  it('stops at the decision: kept on time, or kept late', () => {
    expect(verificationWait({ submittedAt: at(0), decidedAt: at(3) }, T0 + 100 * H, t)).toMatchObject({ waited: '3 h', overdue: false, clock: { state: 'met' } });
    expect(verificationWait({ submittedAt: at(0), decidedAt: at(27) }, T0 + 100 * H, t)).toMatchObject({ waited: '27 h', overdue: false, clock: { state: 'late', text: '3 h late' } });
  });

  it('turns the oldest wait red once it passes 24 hours', () => {
    expect(oldestWait(at(0), T0 + 23 * H, t)).toEqual({ text: '23 h', overdue: false });
    expect(oldestWait(at(0), T0 + 25 * H, t)).toEqual({ text: '25 h', overdue: true });
    expect(oldestWait(null, T0, t)).toBeNull();
  });
});

describe('the verification pages\' words', () => {
  it('ask for a rejection\'s reason as the server does', () => {
    expect(verificationMessages['verifications.rejectionReasonRequired']).toBe(ADMIN_TEXTS.rejectionReasonRequired);
  });
});
