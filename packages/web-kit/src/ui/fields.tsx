// Through the root, the shared singleton (this file ships in each app's '@haat/web-kit/forms'): its language store.
import { useKitT } from '@haat/web-kit';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import messages from '../forms/messages.json';

type FieldProps = {
  label: ReactNode;
  /** A fixed id for the control when a page or a test finds it by id; a generated one otherwise. */
  id?: string;
  /** A line of help under the control, read out with it. */
  hint?: ReactNode;
  /** What is wrong with the value, under the control (announced when it appears). */
  error?: string | undefined;
  /** As wide as the row allows (a filter bar's search box or long choice). */
  wide?: boolean;
  /** More classes for the field around the control. */
  className?: string;
  /** More classes for the control itself. */
  controlClassName?: string;
};

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'className'>;
type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'id' | 'className'>;

/**
 * The parts every field shares: a label tied to its control, then the hint and the error, which the
 * control names in aria-describedby so a screen reader reads them with it.
 */
function useField({ id: fixedId, hint, error, wide, className, controlClassName }: Omit<FieldProps, 'label'>) {
  const generated = useId();
  const id = fixedId ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    id,
    fieldClass: ['field', wide ? 'field--wide' : '', className ?? ''].filter(Boolean).join(' '),
    control: {
      id,
      className: controlClassName ? `field__input ${controlClassName}` : 'field__input',
      'aria-describedby': describedBy,
      'aria-invalid': error ? true : undefined,
    },
    notes: (
      <>
        {hint ? <span id={hintId} className="field__hint">{hint}</span> : null}
        {error ? <p id={errorId} className="form-error" role="alert">{error}</p> : null}
      </>
    ),
  };
}

/** A labelled text input (any `type`) with its hint and error. */
export function TextField({ label, value, onValueChange, id, hint, error, wide, className, controlClassName, ...input }: FieldProps & InputProps & {
  value: string;
  onValueChange: (value: string) => void;
}) {
  const field = useField({ id, hint, error, wide, className, controlClassName });
  return (
    <div className={field.fieldClass}>
      <label className="field__label" htmlFor={field.id}>{label}</label>
      <input {...field.control} value={value} onChange={(e) => onValueChange(e.target.value)} {...input} />
      {field.notes}
    </div>
  );
}

/** A labelled search box (`type=search`): 'Search' unless named otherwise. */
export function SearchField({ label, ...props }: Omit<Parameters<typeof TextField>[0], 'label' | 'type'> & { label?: ReactNode }) {
  const t = useKitT(messages);
  return <TextField label={label ?? t('kit.form.search')} type="search" {...props} />;
}

/** A labelled select of the `<option>`s given as children, with its hint and error. */
export function SelectField({ label, value, onValueChange, id, hint, error, wide, className, controlClassName, children, ...select }: FieldProps & SelectProps & {
  value: string;
  onValueChange: (value: string) => void;
  children?: ReactNode;
}) {
  const field = useField({ id, hint, error, wide, className, controlClassName });
  return (
    <div className={field.fieldClass}>
      <label className="field__label" htmlFor={field.id}>{label}</label>
      <select {...field.control} value={value} onChange={(e) => onValueChange(e.target.value)} {...select}>{children}</select>
      {field.notes}
    </div>
  );
}
