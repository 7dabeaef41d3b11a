import { cleanPincodeInput, isValidPincode } from '@haat/web-kit';
import type { ShippingAddress } from '@haat/contracts';
import { translate, useT } from '../i18n.ts';
import messages from './messages.json';

export const EMPTY_ADDRESS: ShippingAddress = { name: '', address: '', city: '', postalCode: '', phone: '', email: '' };

const FIELDS: { key: keyof ShippingAddress; label: keyof typeof messages; type?: string; autoComplete: string; inputMode?: 'numeric' | 'tel' | 'email' }[] = [
  { key: 'name', label: 'checkout.fullName', autoComplete: 'name' },
  { key: 'address', label: 'checkout.address', autoComplete: 'street-address' },
  { key: 'city', label: 'checkout.city', autoComplete: 'address-level2' },
  { key: 'postalCode', label: 'checkout.pincode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { key: 'phone', label: 'checkout.phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { key: 'email', label: 'checkout.email', type: 'email', autoComplete: 'email', inputMode: 'email' },
];

/** Client checks with friendly texts; the server validates again with the contract's schema. */
export function shippingProblem(a: ShippingAddress): string | null {
  if (FIELDS.some((f) => !a[f.key].trim())) return translate(messages, 'checkout.fillAll');
  // web-kit's PINCODE_TEXT (contracts' pincode rule), in the visitor's language.
  if (!isValidPincode(a.postalCode)) return translate(messages, 'checkout.pincodeInvalid');
  if (a.phone.replace(/\D/g, '').length < 10) return translate(messages, 'checkout.phoneInvalid');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(a.email.trim())) return translate(messages, 'checkout.emailInvalid');
  return null;
}

/**
 * The shipping address fields of checkout (a new address, when the buyer does not pick a saved one).
 * Leaving the pincode (or the city, once the pincode is whole) asks for the pincode check; its
 * message shows under the pincode.
 */
export function ShippingForm({ value, onChange, legend, pincodeError = null, onCheckPincode }: {
  value: ShippingAddress;
  onChange: (next: ShippingAddress) => void;
  legend?: string;
  pincodeError?: string | null;
  onCheckPincode?: () => void;
}) {
  const t = useT(messages);
  const onBlurOf = (key: keyof ShippingAddress) => {
    if (key === 'postalCode' && value.postalCode) return onCheckPincode;
    if (key === 'city' && isValidPincode(value.postalCode)) return onCheckPincode;
    return undefined;
  };
  return (
    <fieldset className="form">
      <legend className="checkout__legend">{legend ?? t('checkout.shippingAddress')}</legend>
      <div className="form__row">
        {FIELDS.map((f) => (
          <div key={f.key} className={`field${f.key === 'address' ? ' field--wide' : ''}`}>
            <label className="field__label" htmlFor={`ship-${f.key}`}>{t(f.label)}</label>
            {f.key === 'address' ? (
              <textarea id={`ship-${f.key}`} className="field__input" required autoComplete={f.autoComplete} value={value.address} onChange={(e) => onChange({ ...value, address: e.target.value })} />
            ) : (
              <input
                id={`ship-${f.key}`}
                className="field__input"
                required
                type={f.type ?? 'text'}
                inputMode={f.inputMode}
                autoComplete={f.autoComplete}
                value={value[f.key]}
                onChange={(e) => onChange({ ...value, [f.key]: f.key === 'postalCode' ? cleanPincodeInput(e.target.value) : e.target.value })}
                onBlur={onBlurOf(f.key)}
                aria-invalid={f.key === 'postalCode' && pincodeError ? true : undefined}
                aria-describedby={f.key === 'postalCode' && pincodeError ? 'ship-postalCode-error' : undefined}
              />
            )}
            {f.key === 'postalCode' && pincodeError ? <p id="ship-postalCode-error" className="form-error" role="alert">{pincodeError}</p> : null}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
