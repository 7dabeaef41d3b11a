import { useId } from 'react';

/** Read-only stars with the number for screen readers. */
export function Stars({ value, className = '' }: { value: number; className?: string }) {
  const rounded = Math.round(value);
  return (
    <span className={`stars ${className}`} role="img" aria-label={`Rated ${value.toFixed(1).replace(/\.0$/, '')} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => <span key={n} aria-hidden="true" className={n <= rounded ? 'stars__on' : 'stars__off'}>★</span>)}
    </span>
  );
}

/** The rating input: five radios styled as stars, so arrow keys and screen readers work as usual. */
export function StarInput({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const name = useId();
  return (
    <fieldset className="star-input">
      <legend className="field__label">Your rating</legend>
      <div className="star-input__options">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={`star-input__option${n <= value ? ' star-input__option--on' : ''}`}>
            <input className="visually-hidden" type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{n} {n === 1 ? 'star' : 'stars'}</span>
          </label>
        ))}
        <span className="star-input__value" aria-hidden="true">{value} / 5</span>
      </div>
    </fieldset>
  );
}
