import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { clientIp } from './client-ip.ts';

const request = (forwardedFor?: string) => ({ headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}, socket: { remoteAddress: '10.0.0.9' } }) as unknown as IncomingMessage;

describe('client IP', () => {
  it('ignores X-Forwarded-For when no proxy is trusted (clients cannot choose their rate-limit key)', () => {
    expect(clientIp(request('1.1.1.1'), 0)).toBe('10.0.0.9');
  });
  it('takes the address the trusted proxy saw', () => {
    expect(clientIp(request('6.6.6.6, 1.1.1.1'), 1)).toBe('1.1.1.1');
    expect(clientIp(request('6.6.6.6, 1.1.1.1, 2.2.2.2'), 2)).toBe('1.1.1.1');
  });
  it('falls back to the socket address without the header', () => {
    expect(clientIp(request(), 1)).toBe('10.0.0.9');
  });
});
