import { PINCODE_PATTERN } from '@haat/contracts/indian-codes';
import { pincodeProblem } from '../store-draft.ts';
import { useId, useState } from 'react';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** Serviceable pincodes: paste or type several (comma, space or new line between), each checked; chips to remove. */
export function PincodeEditor({ value, onChange, error }: { value: string[]; onChange: (next: string[]) => void; error?: string | undefined }) {
  const t = useT(messages);
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');

  const add = () => {
    const typed = text.split(/[\s,;]+/).map((p) => p.trim()).filter(Boolean);
    const bad = typed.filter((p) => !PINCODE_PATTERN.test(p));
    const fresh = [...new Set(typed.filter((p) => PINCODE_PATTERN.test(p) && !value.includes(p)))];
    if (fresh.length > 0) onChange([...value, ...fresh]);
    setProblem(bad.length > 0 ? pincodeProblem(bad) : '');
    setText(bad.join(', '));
  };

  return (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-input`}>{t('store.pincodesLabel')}</label>
      <div className="inline-actions pincode-input">
        <input
          id={`${id}-input`} className="field__input" inputMode="numeric" value={text} placeholder="411001, 411002" autoComplete="off"
          onChange={(e) => setText(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); add(); } }}
          aria-invalid={Boolean(problem || error)} aria-describedby={`${id}-hint`}
        />
        <button type="button" className="btn btn--secondary btn--small" onClick={add} disabled={!text.trim()}>{t('store.add')}</button>
      </div>
      <p id={`${id}-hint`} className="field__hint">{value.length > 0 ? t('store.pincodesHintCount', { count: value.length }) : t('store.pincodesHint')}</p>
      {problem ? <p className="form-error" role="alert">{problem}</p> : null}
      {value.length > 0 ? (
        <ul className="chips" aria-label={t('store.pincodesLabel')}>
          {value.map((pin) => (
            <li key={pin} className="chip">{pin}<button type="button" className="chip__remove" aria-label={t('store.removeNamed', { name: pin })} onClick={() => onChange(value.filter((p) => p !== pin))}>✕</button></li>
          ))}
        </ul>
      ) : null}
      {error ? <p className="form-error" role="alert">{error}</p> : null}
    </div>
  );
}
