import { useId, type ReactNode } from 'react';

/** A list's filter bar, a search landmark named `label`. Its fields act as they change: submitting only calls `onSubmit`, if given. */
export function SearchForm({ label, onSubmit, children }: { label: string; onSubmit?: () => void; children: ReactNode }) {
  return (
    <form className="admin-filters" role="search" aria-label={label} onSubmit={(e) => { e.preventDefault(); onSubmit?.(); }}>
      {children}
    </form>
  );
}

/** The wide search box of a filter bar: its label and a `type=search` input. */
export function SearchField({ label = 'Search', value, onChange, placeholder, maxLength = 100 }: {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength?: number;
}) {
  const id = useId();
  return (
    <div className="field field--wide">
      <label className="field__label" htmlFor={id}>{label}</label>
      <input id={id} className="field__input" type="search" value={value} maxLength={maxLength} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** A choice in a filter bar: its label and a select of the `<option>`s given as children. */
export function SelectField({ label, value, onChange, wide = false, children }: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  wide?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label className="field__label" htmlFor={id}>{label}</label>
      <select id={id} className="field__input" value={value} onChange={(e) => onChange(e.target.value)}>{children}</select>
    </div>
  );
}
