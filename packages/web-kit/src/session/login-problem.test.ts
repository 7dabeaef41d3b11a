import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client/index.ts';
import { loginProblemOf } from './login-problem.ts';

const apiError = (status: number, body: Record<string, unknown> | null, retryAfter: number | null = null) =>
  new ApiError({ message: 'x', status, path: '/auth/login', body, retryAfter });

describe('loginProblemOf', () => {
  it("shows a banned account's server text in the 'Account Banned' panel", () => {
    const text = 'Your account has been banned. Reason: Fake orders';
    expect(loginProblemOf(apiError(403, { error: text, message: text }))).toEqual({ kind: 'banned', text });
  });
  it('maps other 403s, 429 and 401 to the spec texts', () => {
    expect(loginProblemOf(apiError(403, { error: 'Forbidden' })).text).toBe('Access denied. Please contact support.');
    expect(loginProblemOf(apiError(429, null, 37)).text).toBe('Too many login attempts. Please try again in 37 seconds.');
    expect(loginProblemOf(apiError(429, null)).text).toBe('Too many login attempts. Please try again in 10 seconds.');
    expect(loginProblemOf(apiError(401, { error: 'Invalid credentials' })).text).toBe('Invalid credentials');
  });
  it("shows other errors' own message, else 'Invalid credentials'", () => {
    expect(loginProblemOf(apiError(400, { error: 'Bad request', message: 'Please enter a valid email address' })).text).toBe('Please enter a valid email address');
    expect(loginProblemOf(apiError(500, null)).text).toBe('Invalid credentials');
    expect(loginProblemOf(new Error('Invalid response structure from server')).text).toBe('Invalid response structure from server');
  });
});
