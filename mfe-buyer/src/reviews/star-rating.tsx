import { useId } from 'react';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** Read-only stars with the number for screen readers. */
export function Stars({ value, className = '' }: { value: number; className?: string }) {
  const t = useT(messages);
  const rounded = Math.round(value);
  return (
    <span className={`stars ${className}`} role="img" aria-label={t('reviews.rated', { rating: value.toFixed(1).replace(/\.0$/, '') })}>
      {[1, 2, 3, 4, 5].map((n) => <span key={n} aria-hidden="true" className={n <= rounded ? 'stars__on' : 'stars__off'}>★</span>)}
    </span>
  );
}

/** The rating input: five radios styled as stars, so arrow keys and screen readers work as usual. */
export function StarInput({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const t = useT(messages);
  const name = useId();
  return (
    <fieldset className="star-input">
      <legend className="field__label">{t('reviews.yourRating')}</legend>
      <div className="star-input__options">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={`star-input__option${n <= value ? ' star-input__option--on' : ''}`}>
            <input className="visually-hidden" type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('reviews.stars', { count: n })}</span>
          </label>
        ))}
        <span className="star-input__value" aria-hidden="true">{t('reviews.outOf5', { value })}</span>
      </div>
    </fieldset>
  );
}
