import type { ReactNode } from 'react';

/** A list's filter bar, a search landmark named `label`. Its fields act as they change: submitting only calls `onSubmit`, if given. */
export function SearchForm({ label, onSubmit, children }: { label: string; onSubmit?: () => void; children: ReactNode }) {
  return (
    <form className="admin-filters" role="search" aria-label={label} onSubmit={(e) => { e.preventDefault(); onSubmit?.(); }}>
      {children}
    </form>
  );
}
