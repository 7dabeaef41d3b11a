import { useT } from '../i18n.ts';
import messages from './messages.json';

/**
 * − value + with the buttons disabled at the bounds (spec §5: minimum 1, maximum the stock). The
 * product grid's stepper counts what is in the cart and goes down to 0 (`min={0}`), and names its
 * product on each button, since a page shows many of them.
 */
export function QuantityStepper({ value, max, label, onChange, disabled = false, min = 1, itemName }: {
  value: number;
  max: number | null;
  label: string;
  onChange: (value: number) => void;
  disabled?: boolean;
  min?: number;
  /** 'Increase quantity of {itemName}' rather than 'Increase quantity'. */
  itemName?: string;
}) {
  const t = useT(messages);
  const atMax = max != null && value >= max;
  return (
    <div className="stepper" role="group" aria-label={label}>
      <button type="button" className="stepper__button" aria-label={itemName ? t('common.decreaseOf', { name: itemName }) : t('common.decrease')} disabled={disabled || value <= min} onClick={() => onChange(value - 1)}>−</button>
      <output className="stepper__value" aria-live="polite">{value}</output>
      <button type="button" className="stepper__button" aria-label={itemName ? t('common.increaseOf', { name: itemName }) : t('common.increase')} disabled={disabled || atMax} onClick={() => onChange(value + 1)}>+</button>
    </div>
  );
}
