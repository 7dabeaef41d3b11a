import { MALFORMED_REQUEST_TEXT } from '../contract-constants.ts';
import type { ErrorBody } from './api-error.ts';

const RATE_LIMIT_TEXT = 'Rate limit exceeded. Please try again later.';
const NETWORK_ERROR_TEXT = 'Could not reach the server. Please check your connection and try again.';

const serverDetails = (body: ErrorBody | null): string | undefined => {
  const text = [body?.message, body?.error].find((v) => typeof v === 'string' && v.trim() !== '');
  return text as string | undefined;
};

/** The spec's error texts by status (buyer doc §8 'HTTP generic'); `path` is the path as called. */
export function errorText(status: number, path: string, body: ErrorBody | null): string {
  switch (status) {
    case 0:
      return NETWORK_ERROR_TEXT;
    case 400: {
      const details = serverDetails(body);
      return details ? `Bad request to: ${path}. ${details}` : MALFORMED_REQUEST_TEXT;
    }
    case 401:
      return `Authentication required for: ${path}`;
    case 404:
      return `Resource not found: ${path}`;
    case 429:
      return RATE_LIMIT_TEXT;
    default:
      return serverDetails(body) ?? `Request failed with status ${status}`;
  }
}

/** A 403 whose error text mentions 'banned' means the account is banned (spec §8). */
export function isBannedReply(status: number, body: ErrorBody | null): boolean {
  if (status !== 403) return false;
  return [body?.error, body?.message].some((v) => typeof v === 'string' && v.toLowerCase().includes('banned'));
}

const BANNED_PREFIX = /^\s*your account has been banned\.?\s*(reason:\s*)?/i;

/**
 * The ban reason to show: an explicit field when the server sends one, else its message without
 * the 'Your account has been banned. Reason:' lead the gateway puts in front (the alert adds it).
 */
export function banReasonOf(body: ErrorBody | null): string {
  for (const key of ['banReason', 'reason', 'message', 'error']) {
    const value = body?.[key];
    if (typeof value !== 'string') continue;
    const reason = value.replace(BANNED_PREFIX, '').trim();
    if (reason !== '') return reason;
  }
  return 'Account banned by admin';
}
