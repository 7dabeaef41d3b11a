import type { LoginType } from '@haat/web-kit';
import { useT } from '../i18n.ts';
import messages from './messages.json';

const ROLE_CHOICES: { value: LoginType; label: keyof typeof messages }[] = [
  { value: 'buyer', label: 'auth.buyer' },
  { value: 'shopkeeper', label: 'auth.shopkeeper' },
  { value: 'deliveryPartner', label: 'auth.rider' },
];

/** The role radio group of the login and register forms. */
export function RoleChoice({ legend, name, value, onChange }: { legend: string; name: string; value: LoginType; onChange: (role: LoginType) => void }) {
  const t = useT(messages);
  return (
    <fieldset className="role-choice">
      <legend className="field__label">{legend}</legend>
      <div className="role-choice__options">
        {ROLE_CHOICES.map((choice) => (
          <label key={choice.value} className={`role-choice__option${value === choice.value ? ' role-choice__option--checked' : ''}`}>
            <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
            <span>{t(choice.label)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
