/** The error body the API sends: `{ success: false, error, message }` (plus extras such as banReason). */
export type ErrorBody = { error?: unknown; message?: unknown; [key: string]: unknown };

/** A failed API call: the spec's user-facing text plus what the server said. status 0 = no reply. */
export class ApiError extends Error {
  readonly status: number;
  readonly path: string;
  /** The server's short `error` text, when it sent one. */
  readonly error: string | undefined;
  /** The server's `message` text, when it sent one. */
  readonly serverMessage: string | undefined;
  readonly body: ErrorBody | null;
  readonly retryAfter: number | null;

  constructor(init: { message: string; status: number; path: string; body?: ErrorBody | null; retryAfter?: number | null }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.path = init.path;
    this.body = init.body ?? null;
    this.error = textOf(this.body?.error);
    this.serverMessage = textOf(this.body?.message);
    this.retryAfter = init.retryAfter ?? null;
  }

  /** What the server said, for showing a 4xx to the user (e.g. a stock error at checkout). */
  get serverText(): string | undefined {
    return this.serverMessage ?? this.error;
  }
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Best text to show for any thrown value: the server's words, else the error's, else the fallback. */
export function describeError(err: unknown, fallback: string): string {
  if (isApiError(err)) return err.serverText ?? err.message ?? fallback;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
