import type { ReactNode } from 'react';
import { useKitT } from '../i18n/kit-i18n.ts';
import messages from './messages.json';

/** Shared page states so every remote looks the same while loading, empty or failed ('Loading...' unless named otherwise). */
export function LoadingState({ label }: { label?: string }) {
  const t = useKitT(messages);
  return (
    <div className="state state--loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('kit.ui.loading')}</span>
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

/** A failure with its retry ('Try Again' unless named otherwise). */
export function ErrorState({ message, onRetry, retryLabel }: { message: string; onRetry?: () => void; retryLabel?: string }) {
  const t = useKitT(messages);
  return (
    <div className="state state--error" role="alert">
      <p className="state__text">{message}</p>
      {onRetry ? <button type="button" className="btn btn--secondary" onClick={onRetry}>{retryLabel ?? t('kit.ui.tryAgain')}</button> : null}
    </div>
  );
}
