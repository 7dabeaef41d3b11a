/** − value + with the buttons disabled at the bounds (spec §5: minimum 1, maximum the stock). */
export function QuantityStepper({ value, max, label, onChange, disabled = false }: {
  value: number;
  max: number | null;
  label: string;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const atMax = max != null && value >= max;
  return (
    <div className="stepper" role="group" aria-label={label}>
      <button type="button" className="stepper__button" aria-label="Decrease quantity" disabled={disabled || value <= 1} onClick={() => onChange(value - 1)}>−</button>
      <output className="stepper__value" aria-live="polite">{value}</output>
      <button type="button" className="stepper__button" aria-label="Increase quantity" disabled={disabled || atMax} onClick={() => onChange(value + 1)}>+</button>
    </div>
  );
}
