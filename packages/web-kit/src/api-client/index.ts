export { api, configureApiAuth, API_BASE, fetchImageBlob } from './api-client.ts';
export { ApiError, isApiError, describeError, type ErrorBody } from './api-error.ts';
export { errorText, isBannedReply, banReasonOf } from './error-text.ts';
export { RATE_LIMITED_EVENT, SESSION_EXPIRED_EVENT, BACKEND_UNREACHABLE_EVENT, type RateLimitedDetail, type SessionExpiredDetail } from './api-events.ts';
export { backoffDelay, parseRetryAfter, rateLimitWait, DEFAULT_RETRY_POLICY } from './retry-delay.ts';
export { requestTimeoutMs } from './request-timeout.ts';
