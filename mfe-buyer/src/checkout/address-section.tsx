import type { SavedAddress as Address } from '@haat/contracts/user-reply';
import type { ShippingAddress } from '@haat/contracts';
import { ShippingForm } from './shipping-form.tsx';
import { useT } from '../i18n.ts';
import messages from './messages.json';

/** Which address the order goes to: one from the address book, or a new one typed here. */
export type AddressChoice = { kind: 'saved'; id: string } | { kind: 'new' };

/** A saved address as the order's shipping address; the account e-mail fills a missing one. */
export function shippingFromSaved(address: Address, accountEmail: string): ShippingAddress {
  return {
    name: address.name,
    address: address.address,
    city: address.city,
    postalCode: address.postalCode,
    phone: address.phone,
    email: address.email || accountEmail,
  };
}

/**
 * The shipping address: the buyer's saved addresses (GET /users/addresses) to pick from, or a new
 * one, which may be saved to the address book with the order.
 */
export function AddressSection({ addresses, loading, choice, onChoice, draft, onDraft, saveNew, onSaveNew, pincodeError, onCheckPincode }: {
  addresses: readonly Address[];
  loading: boolean;
  choice: AddressChoice;
  onChoice: (choice: AddressChoice) => void;
  draft: ShippingAddress;
  onDraft: (draft: ShippingAddress) => void;
  saveNew: boolean;
  onSaveNew: (save: boolean) => void;
  /** The new address's pincode message (shipping-form), and the call that checks it. */
  pincodeError: string | null;
  onCheckPincode: () => void;
}) {
  const t = useT(messages);
  if (loading) return <div className="card"><p className="muted" role="status">{t('checkout.loadingAddresses')}</p></div>;
  if (addresses.length === 0) {
    return (
      <div className="card">
        <ShippingForm value={draft} onChange={onDraft} pincodeError={pincodeError} onCheckPincode={onCheckPincode} />
        <SaveAddressToggle checked={saveNew} onChange={onSaveNew} />
      </div>
    );
  }
  return (
    <div className="card">
      <fieldset className="address-choice">
        <legend className="checkout__legend">{t('checkout.shippingAddress')}</legend>
        <ul className="address-choice__list">
          {addresses.map((a) => (
            <li key={a.id}>
              <label className={`address-option${choice.kind === 'saved' && choice.id === a.id ? ' address-option--selected' : ''}`}>
                <input type="radio" name="shipping-address" value={a.id} checked={choice.kind === 'saved' && choice.id === a.id} onChange={() => onChoice({ kind: 'saved', id: a.id })} />
                <span className="address-option__text">
                  <strong>{a.name}</strong>
                  {a.label ? <span className="badge">{a.label}</span> : null}
                  {a.isDefault ? <span className="badge badge--info">{t('checkout.default')}</span> : null}
                  <span>{a.address}, {a.city} {a.postalCode}</span>
                  <span className="muted">{a.phone}</span>
                </span>
              </label>
            </li>
          ))}
          <li>
            <label className={`address-option${choice.kind === 'new' ? ' address-option--selected' : ''}`}>
              <input type="radio" name="shipping-address" value="new" checked={choice.kind === 'new'} onChange={() => onChoice({ kind: 'new' })} />
              <span className="address-option__text"><strong>{t('checkout.useNew')}</strong></span>
            </label>
          </li>
        </ul>
      </fieldset>
      {choice.kind === 'new' ? (
        <div className="address-choice__new">
          <ShippingForm value={draft} onChange={onDraft} legend={t('checkout.newAddress')} pincodeError={pincodeError} onCheckPincode={onCheckPincode} />
          <SaveAddressToggle checked={saveNew} onChange={onSaveNew} />
        </div>
      ) : null}
    </div>
  );
}

function SaveAddressToggle({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useT(messages);
  return (
    <label className="checkbox address-choice__save">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {t('checkout.saveAddress')}
    </label>
  );
}
