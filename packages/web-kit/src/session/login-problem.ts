import { isApiError } from '../api-client/index.ts';
import { translateKit } from '../i18n/kit-i18n.ts';
import messages from './messages.json';

export type LoginProblem = { kind: 'banned'; text: string } | { kind: 'error'; text: string };

const invalidCredentials = () => translateKit(messages, 'kit.login.invalid');

/** Spec §8 login errors, by status: banned 403 → the 'Account Banned' panel; others → one line (in the language shown). */
export function loginProblemOf(err: unknown): LoginProblem {
  if (!isApiError(err)) return { kind: 'error', text: err instanceof Error && err.message ? err.message : invalidCredentials() };
  switch (err.status) {
    case 403:
      return /banned/i.test(`${err.error ?? ''} ${err.serverMessage ?? ''}`)
        ? { kind: 'banned', text: err.serverText ?? '' }
        : { kind: 'error', text: translateKit(messages, 'kit.login.denied') };
    case 429:
      return { kind: 'error', text: translateKit(messages, 'kit.login.tooMany', { seconds: err.retryAfter ?? 10 }) };
    case 401:
      return { kind: 'error', text: invalidCredentials() };
    case 0:
      return { kind: 'error', text: err.message };
    default:
      return { kind: 'error', text: err.serverText || invalidCredentials() };
  }
}
