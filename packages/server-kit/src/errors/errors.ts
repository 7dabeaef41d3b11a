import { z } from 'zod';
import { MALFORMED_REQUEST_TEXT } from '@haat/contracts';
import { isPostgresUnavailable } from '../db/connection-lost.ts';
import { isRedisUnavailable } from './redis-unavailable.ts';
import { isPostgresDataError, postgresDataErrorText } from './postgres-data-error.ts';

/**
 * Semantic errors that handlers throw; one place per app (`errorReply`) turns them into HTTP.
 * `error` is the short text the spec's clients read; `message` may add detail.
 */
export class AppError extends Error {
  readonly status: number;
  readonly error: string;
  readonly headers: Record<string, string>;
  constructor(status: number, error: string, message = error, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.error = error;
    this.headers = headers;
  }
}

export const badRequest = (error: string, message = error) => new AppError(400, error, message);
export const unauthorized = (error = 'Not authorized, no token', message = error) => new AppError(401, error, message);
export const forbidden = (error = 'Forbidden', message = error) => new AppError(403, error, message);
export const notFound = (error = 'Not found', message = error) => new AppError(404, error, message);
export const conflict = (error: string, message = error) => new AppError(409, error, message);
export const unprocessable = (error: string, message = error) => new AppError(422, error, message);
export const serviceUnavailable = (error = 'Service temporarily unavailable', message = error) =>
  new AppError(503, error, message, { 'Retry-After': '5' });
export const notImplemented = (plannedIn: string) =>
  new AppError(501, 'Not implemented yet', `This call is part of the catalogue and arrives with ${plannedIn}.`);

type ErrorReply = { status: number; headers: Record<string, string>; body: { success: false; error: string; message: string } };

/** Maps anything thrown to the API's error shape; unknown errors are hidden behind a generic text. */
export function errorReply(err: unknown): ErrorReply {
  if (err instanceof AppError) {
    return { status: err.status, headers: err.headers, body: { success: false, error: err.error, message: err.message } };
  }
  if (err instanceof z.ZodError) {
    const first = err.issues[0];
    const field = first?.path.join('.') ?? '';
    const text = first ? (field ? `${field}: ${first.message}` : first.message) : MALFORMED_REQUEST_TEXT;
    return { status: 400, headers: {}, body: { success: false, error: first?.message ?? MALFORMED_REQUEST_TEXT, message: text } };
  }
  if (err instanceof SyntaxError) {
    return { status: 400, headers: {}, body: { success: false, error: MALFORMED_REQUEST_TEXT, message: MALFORMED_REQUEST_TEXT } };
  }
  if (isPostgresDataError(err)) {
    return { status: 400, headers: {}, body: { success: false, error: 'Invalid input', message: postgresDataErrorText(err) } };
  }
  if (isRedisUnavailable(err)) return errorReply(serviceUnavailable('Service temporarily unavailable', 'Part of our system is unavailable for a moment. Please try again shortly.'));
  // Postgres restarting or unreachable: the same call works once it is back (the pool reconnects).
  if (isPostgresUnavailable(err)) return errorReply(serviceUnavailable('Service temporarily unavailable', 'Our database is not reachable right now. Please try again shortly.'));
  return { status: 500, headers: {}, body: { success: false, error: 'Internal server error', message: 'Something went wrong on our side. Please try again.' } };
}
