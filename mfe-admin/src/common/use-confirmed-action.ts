import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { actionErrorOf, type ActionError } from './action-error.ts';

/** One kind of console action: the item its dialog is open for (null: closed), the call in flight and its error. */
export type ConfirmedAction<Target> = {
  target: Target | null;
  open: (next: Target) => void;
  close: () => void;
  busy: boolean;
  error: ActionError | null;
  confirm: (reason: string) => void;
};

/**
 * The state of one kind of console action behind a ReasonDialog: which item the dialog is open
 * for, the call in flight, and its error. A 409 also calls `onConflict` (read the item again: it
 * moved on); success closes the dialog and calls `onSuccess`.
 */
export function useConfirmedAction<Target>({ run, fallback, onSuccess, onConflict }: {
  run: (target: Target, reason: string) => Promise<unknown>;
  fallback: string;
  onSuccess?: (target: Target, reason: string) => void;
  onConflict?: () => void;
}): ConfirmedAction<Target> {
  const [target, setTarget] = useState<Target | null>(null);
  const [error, setError] = useState<ActionError | null>(null);
  const mutation = useMutation({ mutationFn: ({ target: t, reason }: { target: Target; reason: string }) => run(t, reason) });

  const confirm = (reason: string) => {
    if (target === null) return;
    const chosen = target;
    setError(null);
    mutation.mutate({ target: chosen, reason }, {
      onSuccess: () => {
        setTarget(null);
        onSuccess?.(chosen, reason);
      },
      onError: (err) => {
        const failure = actionErrorOf(err, fallback);
        setError(failure);
        if (failure.conflict) onConflict?.();
      },
    });
  };

  return {
    target,
    open: (next: Target) => { setError(null); setTarget(next); },
    close: () => setTarget(null),
    busy: mutation.isPending,
    error,
    confirm,
  };
}
