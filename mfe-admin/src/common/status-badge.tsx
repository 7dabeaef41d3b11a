import type { ReactNode } from 'react';

/** A badge's colour; the text always says the same, so colour is never the only cue. */
export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export function StatusBadge({ tone, children, title }: { tone: Tone; children: ReactNode; title?: string }) {
  return <span className={`badge${tone === 'neutral' ? '' : ` badge--${tone}`} admin-badge`} title={title}>{children}</span>;
}
