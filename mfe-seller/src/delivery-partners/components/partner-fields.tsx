import { vehicleTypes } from '@haat/contracts/delivery-rules';
import { useId } from 'react';
import { SelectField, TextField } from '@haat/web-kit/forms';
import { isVehicleType, type PartnerFormErrors, type PartnerFormValues } from '../partner-form.ts';

/** Name, phone, vehicle type and number: the invite form's fields and the edit dialog's. */
export function PartnerFields({ values, errors, onChange }: {
  values: PartnerFormValues;
  errors: PartnerFormErrors;
  onChange: (values: PartnerFormValues) => void;
}) {
  const id = useId();
  const set = <K extends keyof PartnerFormValues>(key: K, value: PartnerFormValues[K]) => onChange({ ...values, [key]: value });
  return (
    <>
      <TextField id={`${id}-name`} label="Name" autoComplete="off" maxLength={100} value={values.name} onValueChange={(value) => set('name', value)} error={errors.name} />
      <TextField
        id={`${id}-phone`} label="Mobile number" type="tel" inputMode="tel" autoComplete="off" placeholder="98765 43210" maxLength={20}
        value={values.phone} onValueChange={(value) => set('phone', value)} error={errors.phone}
      />
      <div className="form__row">
        <SelectField id={`${id}-vehicle`} label="Vehicle" value={values.vehicleType} onValueChange={(value) => set('vehicleType', isVehicleType(value) ? value : '')}>
          <option value="">Not set</option>
          {vehicleTypes.map((type) => <option key={type} value={type}>{type}</option>)}
        </SelectField>
        <TextField
          id={`${id}-plate`} label={<>Vehicle number <span className="muted small">(optional)</span></>} autoComplete="off" placeholder="KA 01 AB 1234" maxLength={20}
          value={values.vehicleNumber} onValueChange={(value) => set('vehicleNumber', value)} error={errors.vehicleNumber}
        />
      </div>
    </>
  );
}
