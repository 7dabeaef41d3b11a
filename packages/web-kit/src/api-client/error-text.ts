import { translateKit } from '../i18n/kit-i18n.ts';
import type { ErrorBody } from './api-error.ts';
import messages from './messages.json';

const say = (id: keyof typeof messages, values?: Record<string, string | number>) => translateKit(messages, id, values);

const serverDetails = (body: ErrorBody | null): string | undefined => {
  const text = [body?.message, body?.error].find((v) => typeof v === 'string' && v.trim() !== '');
  return text as string | undefined;
};

/**
 * The spec's error texts by status (buyer doc §8 'HTTP generic'), in the language shown when the call
 * failed; `path` is the path as called. The server's own words (details) come in its reply's language.
 */
export function errorText(status: number, path: string, body: ErrorBody | null): string {
  switch (status) {
    case 0:
      return say('kit.api.network');
    case 400: {
      const details = serverDetails(body);
      return details ? say('kit.api.badRequest', { path, details }) : say('kit.api.malformed');
    }
    case 401:
      return say('kit.api.auth', { path });
    case 404:
      return say('kit.api.notFound', { path });
    case 429:
      return say('kit.api.rateLimit');
    default:
      return serverDetails(body) ?? say('kit.api.failed', { status });
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
  // `error` before `message`: the server keeps `error` in English, so its lead comes off; `message` may be translated.
  for (const key of ['banReason', 'reason', 'error', 'message']) {
    const value = body?.[key];
    if (typeof value !== 'string') continue;
    const reason = value.replace(BANNED_PREFIX, '').trim();
    if (reason !== '') return reason;
  }
  return translateKit(messages, 'kit.api.banned');
}
