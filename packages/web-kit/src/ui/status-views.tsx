import type { ReactNode } from 'react';

/** Shared page states so every remote looks the same while loading, empty or failed. */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="state state--loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="state state--empty">
      <h2 className="state__title">{title}</h2>
      {children ? <p className="state__text">{children}</p> : null}
      {action}
    </div>
  );
}

export function ErrorState({ message, onRetry, retryLabel = 'Try Again' }: { message: string; onRetry?: () => void; retryLabel?: string }) {
  return (
    <div className="state state--error" role="alert">
      <p className="state__text">{message}</p>
      {onRetry ? <button type="button" className="btn btn--secondary" onClick={onRetry}>{retryLabel}</button> : null}
    </div>
  );
}
