import { PINCODE_PATTERN, PINCODE_TEXT } from '@haat/contracts/indian-codes';
import { useId, useState } from 'react';

/** Serviceable pincodes: paste or type several (comma, space or new line between), each checked; chips to remove. */
export function PincodeEditor({ value, onChange, error }: { value: string[]; onChange: (next: string[]) => void; error?: string | undefined }) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');

  const add = () => {
    const typed = text.split(/[\s,;]+/).map((p) => p.trim()).filter(Boolean);
    const bad = typed.filter((p) => !PINCODE_PATTERN.test(p));
    const fresh = [...new Set(typed.filter((p) => PINCODE_PATTERN.test(p) && !value.includes(p)))];
    if (fresh.length > 0) onChange([...value, ...fresh]);
    setProblem(bad.length > 0 ? `${bad.join(', ')}: ${PINCODE_TEXT}` : '');
    setText(bad.join(', '));
  };

  return (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-input`}>Serviceable pincodes</label>
      <div className="inline-actions pincode-input">
        <input
          id={`${id}-input`} className="field__input" inputMode="numeric" value={text} placeholder="411001, 411002" autoComplete="off"
          onChange={(e) => setText(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); add(); } }}
          aria-invalid={Boolean(problem || error)} aria-describedby={`${id}-hint`}
        />
        <button type="button" className="btn btn--secondary btn--small" onClick={add} disabled={!text.trim()}>Add</button>
      </div>
      <p id={`${id}-hint`} className="field__hint">6-digit Indian PIN codes; duplicates are skipped. {value.length > 0 ? `${value.length} added.` : ''}</p>
      {problem ? <p className="form-error" role="alert">{problem}</p> : null}
      {value.length > 0 ? (
        <ul className="chips" aria-label="Serviceable pincodes">
          {value.map((pin) => (
            <li key={pin} className="chip">{pin}<button type="button" className="chip__remove" aria-label={`Remove ${pin}`} onClick={() => onChange(value.filter((p) => p !== pin))}>✕</button></li>
          ))}
        </ul>
      ) : null}
      {error ? <p className="form-error" role="alert">{error}</p> : null}
    </div>
  );
}
