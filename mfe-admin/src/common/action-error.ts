import { describeError, isApiError } from '@haat/web-kit';

/**
 * A failed console action as the dialog shows it. A 409 (the item was already acted on, a
 * verification no longer pending) is told apart: nothing went wrong, the item had moved on.
 */
export type ActionError = { text: string; conflict: boolean };

export function actionErrorOf(error: unknown, fallback: string): ActionError {
  return { text: describeError(error, fallback), conflict: isApiError(error) && error.status === 409 };
}
