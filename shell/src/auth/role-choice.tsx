import type { LoginType } from '@haat/web-kit';

const ROLE_CHOICES: { value: LoginType; label: string }[] = [
  { value: 'buyer', label: 'Buyer' },
  { value: 'shopkeeper', label: 'Shopkeeper' },
  { value: 'deliveryPartner', label: 'Delivery Partner' },
];

/** The role radio group of the login and register forms. */
export function RoleChoice({ legend, name, value, onChange }: { legend: string; name: string; value: LoginType; onChange: (role: LoginType) => void }) {
  return (
    <fieldset className="role-choice">
      <legend className="field__label">{legend}</legend>
      <div className="role-choice__options">
        {ROLE_CHOICES.map((choice) => (
          <label key={choice.value} className={`role-choice__option${value === choice.value ? ' role-choice__option--checked' : ''}`}>
            <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
