// Through the root, the shared singleton (this file ships in each app's '@haat/web-kit/forms'): its language store.
import { useKitT } from '@haat/web-kit';
import { useId, useState, type InputHTMLAttributes } from 'react';
import messages from '../forms/messages.json';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'type'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
};

/**
 * A labelled password input with a show-password toggle. The toggle keeps one name, 'Show
 * password', and tells its state with aria-pressed (a toggle whose name changed too would be read
 * as 'Hide password, pressed'); its name is text, not aria-label, so the field alone answers to
 * its label.
 */
export function PasswordField({ label, value, onValueChange, hint, className, ...input }: PasswordFieldProps) {
  const t = useKitT(messages);
  const id = useId();
  const hintId = `${id}-hint`;
  const [shown, setShown] = useState(false);
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>{label}</label>
      <div className="field__password">
        <input
          id={id}
          className="field__input"
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-describedby={hint ? hintId : undefined}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...input}
        />
        <button type="button" className="field__reveal" aria-pressed={shown} aria-controls={id} onClick={() => setShown((s) => !s)}>
          <EyeIcon crossed={shown} />
          <span className="visually-hidden">{t('kit.form.showPassword')}</span>
        </button>
      </div>
      {hint ? <span id={hintId} className="field__hint">{hint}</span> : null}
    </div>
  );
}

/** An open eye while the password is hidden (press to see it), a crossed one while it shows. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}
