/**
 * The spec's rate-limit state machine (buyer doc §4, §8, §9), free of timers and React so it can be
 * tested: an endpoint is limited until a moment, at least 10 s for limits the server announces;
 * at most one warning per 10 s; login and page-refresh limits announce their end. Its notices are
 * in the language shown when they are made.
 */
import { translateKit } from '../i18n/kit-i18n.ts';
import messages from './messages.json';

const text = (id: keyof typeof messages, values?: Record<string, string>) => translateKit(messages, id, values);

/** Server-announced limits last at least this long (spec §9 'minimum retry 10 s'). */
const MIN_LIMIT_MS = 10_000;
/** Only one warning per 10 seconds, however many calls hit a limit. */
const WARNING_GAP_MS = 10_000;
/** How long a warning stays on screen (spec §9 'rate-limit warning shown 8 s'). */
export const WARNING_SHOW_MS = 8000;
/** Retry time assumed when a 429 carries no Retry-After. */
const DEFAULT_RETRY_AFTER_SECONDS = 10;

export type LimitKind = 'login' | 'refresh' | 'other';
type Limit = { key: string; endpoint: string; kind: LimitKind; until: number };
export type Notice = { title: string; message?: string };

export type RateLimitSnapshot = {
  limits: Record<string, Limit>;
  /** When the last warning was shown (0 = never). */
  lastWarningAt: number;
};

export const emptySnapshot = (): RateLimitSnapshot => ({ limits: {}, lastWarningAt: 0 });

export const LOGIN_KEY = 'login';
const PAGE_REFRESH_KEY = 'page-refresh';

/** Endpoints share a limit per service (`/stores/123` and `/stores/456` are one). */
export const limitKeyOf = (endpoint: string): string => endpoint.split('?')[0]!.split('/').slice(0, 2).join('/') || endpoint;

/** The service a message names: `/stores/1/products` → `stores`. */
const serviceOf = (endpoint: string): string => endpoint.split('?')[0]!.split('/').find(Boolean) ?? text('kit.rl.server');

/** How long a server-announced limit lasts: its retry time, never under 10 s. */
export function serverLimitMs(retryAfterSeconds: number | null | undefined): number {
  return Math.max(MIN_LIMIT_MS, (retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS) * 1000);
}

/** The warning for a limit (spec §8 'Rate limit notices'). */
export function warningFor(limit: Pick<Limit, 'endpoint' | 'kind'>): Notice {
  if (limit.kind === 'login') return { title: text('kit.rl.loginTitle'), message: text('kit.rl.loginText') };
  if (limit.kind === 'refresh') return { title: text('kit.rl.refreshTitle'), message: text('kit.rl.refreshText') };
  const endpoint = limit.endpoint.split('?')[0]!;
  if (/^\/(auth\/me|users)(\/|$)/.test(endpoint)) {
    return { title: text('kit.rl.profileTitle'), message: text('kit.rl.tooMany', { service: serviceOf(endpoint) }) };
  }
  if (/^\/auth(\/|$)/.test(endpoint)) {
    return { title: text('kit.rl.authTitle'), message: text('kit.rl.tooMany', { service: 'auth' }) };
  }
  return { title: text('kit.rl.title'), message: text('kit.rl.tooMany', { service: serviceOf(endpoint) }) };
}

/** The success notice when a limit ends; only login and page refresh have one. */
function endNoticeFor(limit: Pick<Limit, 'kind'>): Notice | null {
  if (limit.kind === 'login') return { title: text('kit.rl.loginOk'), message: text('kit.rl.loginOkText') };
  if (limit.kind === 'refresh') return { title: text('kit.rl.refreshOk'), message: text('kit.rl.refreshOkText') };
  return null;
}

type MarkInput = { endpoint: string; kind: LimitKind; durationMs: number; now: number };

/**
 * Marks an endpoint limited for `durationMs` from now. A limit already running is only ever
 * lengthened. Returns the warning to show, unless one was shown in the last 10 s.
 */
export function markLimited(state: RateLimitSnapshot, { endpoint, kind, durationMs, now }: MarkInput): { state: RateLimitSnapshot; warning: Notice | null } {
  const key = kind === 'login' ? LOGIN_KEY : kind === 'refresh' ? PAGE_REFRESH_KEY : limitKeyOf(endpoint);
  const previous = state.limits[key];
  const until = Math.max(previous?.until ?? 0, now + durationMs);
  const limit: Limit = { key, endpoint: kind === 'other' ? key : endpoint, kind, until };
  const warn = now - state.lastWarningAt >= WARNING_GAP_MS || state.lastWarningAt === 0;
  return {
    state: { limits: { ...state.limits, [key]: limit }, lastWarningAt: warn ? now : state.lastWarningAt },
    warning: warn ? warningFor(limit) : null,
  };
}

/** Drops the limits whose time is up and returns the notices their end brings. */
export function expireLimits(state: RateLimitSnapshot, now: number): { state: RateLimitSnapshot; ended: Limit[]; notices: Notice[] } {
  const ended = Object.values(state.limits).filter((l) => l.until <= now);
  if (ended.length === 0) return { state, ended, notices: [] };
  const limits = Object.fromEntries(Object.entries(state.limits).filter(([, l]) => l.until > now));
  const notices = ended.map(endNoticeFor).filter((n): n is Notice => n !== null);
  return { state: { ...state, limits }, ended, notices };
}

/** When the next limit ends, or null when none is running. */
export function nextExpiryAt(state: RateLimitSnapshot): number | null {
  const times = Object.values(state.limits).map((l) => l.until);
  return times.length > 0 ? Math.min(...times) : null;
}

export const isLimited = (state: RateLimitSnapshot, key: string, now: number): boolean => (state.limits[key]?.until ?? 0) > now;
