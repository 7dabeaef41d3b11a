import { isApiError } from '@haat/web-kit';

export type LoginProblem = { kind: 'banned'; text: string } | { kind: 'error'; text: string };

/** Spec §8 login errors, by status. */
export function loginProblemOf(err: unknown): LoginProblem {
  if (!isApiError(err)) return { kind: 'error', text: err instanceof Error && err.message ? err.message : 'Invalid credentials' };
  const serverText = err.serverText ?? '';
  switch (err.status) {
    case 403:
      return /banned/i.test(`${err.error ?? ''} ${err.serverMessage ?? ''}`)
        ? { kind: 'banned', text: serverText }
        : { kind: 'error', text: 'Access denied. Please contact support.' };
    case 429:
      return { kind: 'error', text: `Too many login attempts. Please try again in ${err.retryAfter ?? 10} seconds.` };
    case 401:
      return { kind: 'error', text: 'Invalid credentials' };
    case 0:
      return { kind: 'error', text: err.message };
    default:
      return { kind: 'error', text: serverText || 'Invalid credentials' };
  }
}
