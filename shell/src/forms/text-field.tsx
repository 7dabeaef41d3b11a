import { useId, type InputHTMLAttributes } from 'react';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string;
};

/** A labelled input in the shell's form style; the label is tied to the input for screen readers. */
export function TextField({ label, value, onValueChange, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>{label}</label>
      <input
        id={id}
        className="field__input"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-describedby={hint ? hintId : undefined}
        {...input}
      />
      {hint ? <span id={hintId} className="field__hint">{hint}</span> : null}
    </div>
  );
}
