import { isApiError } from '../api-client/index.ts';

export type LoginProblem = { kind: 'banned'; text: string } | { kind: 'error'; text: string };

export const LOGIN_REQUIRED_TEXT = 'Please enter email and password';
export const LOGIN_LIMITED_TEXT = 'Login is temporarily limited. Please wait a moment before trying again.';
const INVALID_CREDENTIALS_TEXT = 'Invalid credentials';
export const BANNED_SUPPORT_TEXT = 'If you believe this is a mistake, please contact our support team.';

/** Spec §8 login errors, by status: banned 403 → the 'Account Banned' panel; others → one line. */
export function loginProblemOf(err: unknown): LoginProblem {
  if (!isApiError(err)) return { kind: 'error', text: err instanceof Error && err.message ? err.message : INVALID_CREDENTIALS_TEXT };
  switch (err.status) {
    case 403:
      return /banned/i.test(`${err.error ?? ''} ${err.serverMessage ?? ''}`)
        ? { kind: 'banned', text: err.serverText ?? '' }
        : { kind: 'error', text: 'Access denied. Please contact support.' };
    case 429:
      return { kind: 'error', text: `Too many login attempts. Please try again in ${err.retryAfter ?? 10} seconds.` };
    case 401:
      return { kind: 'error', text: INVALID_CREDENTIALS_TEXT };
    case 0:
      return { kind: 'error', text: err.message };
    default:
      return { kind: 'error', text: err.serverText || INVALID_CREDENTIALS_TEXT };
  }
}
