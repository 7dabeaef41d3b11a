import { vehicleTypes } from '@haat/contracts/delivery-rules';
import { useId } from 'react';
import { SelectField } from '@haat/web-kit/forms';
import { isVehicleType, type PartnerFormErrors, type PartnerFormValues } from '../partner-form.ts';

/** Name, phone, vehicle type and number: the invite form's fields and the edit dialog's. */
export function PartnerFields({ values, errors, onChange }: {
  values: PartnerFormValues;
  errors: PartnerFormErrors;
  onChange: (values: PartnerFormValues) => void;
}) {
  const id = useId();
  const set = <K extends keyof PartnerFormValues>(key: K, value: PartnerFormValues[K]) => onChange({ ...values, [key]: value });
  const errorOf = (name: keyof PartnerFormErrors) =>
    (errors[name] ? <p id={`${id}-${name}-error`} className="seller-partner-field__error" role="alert">{errors[name]}</p> : null);
  const invalid = (name: keyof PartnerFormErrors) =>
    (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {});
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-name`}>Name</label>
        <input id={`${id}-name`} className="field__input" autoComplete="off" maxLength={100} value={values.name} onChange={(e) => set('name', e.target.value)} {...invalid('name')} />
        {errorOf('name')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-phone`}>Mobile number</label>
        <input
          id={`${id}-phone`} className="field__input" type="tel" inputMode="tel" autoComplete="off" placeholder="98765 43210" maxLength={20}
          value={values.phone} onChange={(e) => set('phone', e.target.value)} {...invalid('phone')}
        />
        {errorOf('phone')}
      </div>
      <div className="form__row">
        <SelectField id={`${id}-vehicle`} label="Vehicle" value={values.vehicleType} onValueChange={(value) => set('vehicleType', isVehicleType(value) ? value : '')}>
          <option value="">Not set</option>
          {vehicleTypes.map((type) => <option key={type} value={type}>{type}</option>)}
        </SelectField>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-plate`}>Vehicle number <span className="muted small">(optional)</span></label>
          <input
            id={`${id}-plate`} className="field__input" autoComplete="off" placeholder="KA 01 AB 1234" maxLength={20}
            value={values.vehicleNumber} onChange={(e) => set('vehicleNumber', e.target.value)} {...invalid('vehicleNumber')}
          />
          {errorOf('vehicleNumber')}
        </div>
      </div>
    </>
  );
}
