import { currentLanguage } from '../i18n/language-store.ts';
import { ApiError, type ErrorBody } from './api-error.ts';
import { BACKEND_UNREACHABLE_EVENT, emitWindowEvent, RATE_LIMITED_EVENT, SESSION_EXPIRED_EVENT, type RateLimitedDetail, type SessionExpiredDetail } from './api-events.ts';
import { banReasonOf, errorText, isBannedReply } from './error-text.ts';
import { takeFirstReply } from './first-replies.ts';
import { requestTimeoutMs } from './request-timeout.ts';
import { backoffDelay, DEFAULT_RETRY_POLICY, MAX_RATE_LIMIT_WAIT_MS, parseRetryAfter, rateLimitWait } from './retry-delay.ts';

export const API_BASE = '/api';

type Query = Record<string, string | number | boolean | null | undefined>;

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** false turns the retry policy off for this call. */
  retry?: boolean;
  /**
   * The body carries the account's password (password change, account deletion): a 401 means that
   * password was wrong, not that the session ended, so it must not sign the user out.
   */
  checksPassword?: boolean;
  /**
   * A 429 of this call is a cooldown its caller shows on its own control (a resend button counting
   * down from Retry-After): no rate-limited event (the global banner and toast) and no retry.
   */
  cooldown?: boolean;
};

/**
 * How the client reaches the session without importing it (the session store imports this file).
 * The session module installs these when it loads.
 */
type AuthHooks = {
  getToken: () => string | null;
  onBanned: (reason: string) => void;
  onUnauthorized: () => void;
};
let auth: AuthHooks = { getToken: () => null, onBanned: () => {}, onUnauthorized: () => {} };

export function configureApiAuth(hooks: AuthHooks): void {
  auth = hooks;
}

// Login and register answer 401/403 about the credentials, not about a session.
const CREDENTIAL_PATHS = /^\/auth\/(login|register|logout|google|superadmin-setup)\b/;
const STORE_PATHS = /^\/stores(\/|$|\?)/;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? (path.includes('?') ? '&' : '?') + search : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

/**
 * One call to the API with the spec's retry policy: network errors, time-outs and 5xx are retried
 * (3 times, exponential backoff with jitter); 429 waits for Retry-After and retries; other 4xx fail
 * at once. Resolves with the parsed JSON reply; rejects with an ApiError.
 */
async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, retry = true, checksPassword = false, cooldown = false } = options;
  const url = buildUrl(path, query);
  if (method === 'GET') {
    const written = takeFirstReply(url);
    if (written !== undefined) return written as T;
  }
  const token = auth.getToken();
  // The server answers its texts (errors, notices) in the language shown; English when it has no catalog for it.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage(), ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;

  const isLogin = /^\/auth\/login\b/.test(path);
  const retries = retry ? DEFAULT_RETRY_POLICY.retries : 0;

  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      const timeout = AbortSignal.timeout(requestTimeoutMs());
      response = await fetch(url, {
        method,
        headers,
        body: payload,
        credentials: 'same-origin',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (err) {
      if (signal?.aborted) throw err;
      if (attempt < retries) {
        await sleep(backoffDelay(attempt), signal);
        continue;
      }
      // The banner re-checks /ping, so a backend that went away is told rather than guessed.
      emitWindowEvent(BACKEND_UNREACHABLE_EVENT, { path });
      throw new ApiError({ message: errorText(0, path, null), status: 0, path });
    }

    if (response.ok) return (await readBody(response)) as T;

    const errorBody = ((await readBody(response)) ?? null) as ErrorBody | null;
    const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));

    if (response.status === 429 && !cooldown) {
      const refreshText = [errorBody?.message, errorBody?.error].some((v) => typeof v === 'string' && /refresh/i.test(v));
      emitWindowEvent<RateLimitedDetail>(RATE_LIMITED_EVENT, { endpoint: path, retryAfter: retryAfter ?? 10, isLogin, isRefresh: refreshText });
      const wait = rateLimitWait(retryAfter, { attempt, storeRelated: STORE_PATHS.test(path) });
      // Login shows its own countdown, and long waits are better surfaced than hidden in a spinner.
      if (!isLogin && attempt < retries && wait <= MAX_RATE_LIMIT_WAIT_MS) {
        await sleep(wait, signal);
        continue;
      }
    } else if (response.status >= 500 && attempt < retries) {
      await sleep(backoffDelay(attempt), signal);
      continue;
    }

    const error = new ApiError({ message: errorText(response.status, path, errorBody), status: response.status, path, body: errorBody, retryAfter });
    // Only the session that made the call can end by it: after a password change the old token's
    // 401s must not sign out the new session.
    if (token && token === auth.getToken() && !CREDENTIAL_PATHS.test(path)) {
      if (isBannedReply(response.status, errorBody)) auth.onBanned(banReasonOf(errorBody));
      else if (response.status === 401 && !checksPassword) {
        auth.onUnauthorized();
        emitWindowEvent<SessionExpiredDetail>(SESSION_EXPIRED_EVENT, { path, method });
        // A read goes on as a guest's, once the token is gone: public pages stay public (issue 35).
        if (method === 'GET' && !auth.getToken()) return apiRequest<T>(path, options);
      }
    }
    throw error;
  }
}

/**
 * The bytes of a private image (an identity document, report evidence) as a Blob: an `<img>` cannot
 * send the session's token, so it is fetched with it. The token goes to this site's /api only.
 */
export async function fetchImageBlob(src: string, signal?: AbortSignal): Promise<Blob> {
  const headers: Record<string, string> = {};
  const token = auth.getToken();
  if (token && src.startsWith(`${API_BASE}/`)) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(src, { headers, credentials: 'same-origin', signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(requestTimeoutMs())]) : AbortSignal.timeout(requestTimeoutMs()) });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError({ message: errorText(0, src, null), status: 0, path: src });
  }
  if (!response.ok) throw new ApiError({ message: errorText(response.status, src, null), status: response.status, path: src });
  return response.blob();
}

type BodyOptions = Omit<RequestOptions, 'method' | 'body'>;

/** Shorthands; every reply is the API's envelope (`{ success, data, ... }`). */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodyOptions) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodyOptions) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  /** DELETE may carry a body (account deletion sends the password). */
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
  /**
   * The reply the gateway wrote into the page for a GET of `path` (first-replies.ts), taken now and
   * only once, or undefined: a query's `initialData`, so the page's first render already has it
   * instead of rendering again when the same reply comes back through `get`.
   */
  written: <T>(path: string, options?: Pick<RequestOptions, 'query'>) => takeFirstReply(buildUrl(path, options?.query)) as T | undefined,
};
