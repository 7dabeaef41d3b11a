import { vehicleTypes } from '@haat/contracts/delivery-rules';
import { useId } from 'react';
import { SelectField, TextField } from '@haat/web-kit/forms';
import { isVehicleType, type PartnerFormErrors, type PartnerFormValues } from '../partner-form.ts';
import { VEHICLE_LABEL } from '../partner-view.ts';
import { withTags } from '@haat/web-kit';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

/** '(optional)' after a label, quieter than the label. */
const OPTIONAL_TAG = { optional: (text: string) => <span className="muted small">{text}</span> };

/** Name, phone, vehicle type and number: the invite form's fields and the edit dialog's. */
export function PartnerFields({ values, errors, onChange }: {
  values: PartnerFormValues;
  errors: PartnerFormErrors;
  onChange: (values: PartnerFormValues) => void;
}) {
  const t = useT(messages);
  const id = useId();
  const set = <K extends keyof PartnerFormValues>(key: K, value: PartnerFormValues[K]) => onChange({ ...values, [key]: value });
  return (
    <>
      <TextField id={`${id}-name`} label={t('partners.nameLabel')} autoComplete="off" maxLength={100} value={values.name} onValueChange={(value) => set('name', value)} error={errors.name} />
      <TextField
        id={`${id}-phone`} label={t('partners.mobileLabel')} type="tel" inputMode="tel" autoComplete="off" placeholder="98765 43210" maxLength={20}
        value={values.phone} onValueChange={(value) => set('phone', value)} error={errors.phone}
      />
      <div className="form__row">
        <SelectField id={`${id}-vehicle`} label={t('partners.vehicleLabel')} value={values.vehicleType} onValueChange={(value) => set('vehicleType', isVehicleType(value) ? value : '')}>
          <option value="">{t('partners.notSet')}</option>
          {vehicleTypes.map((type) => <option key={type} value={type}>{t(VEHICLE_LABEL[type])}</option>)}
        </SelectField>
        <TextField
          // i18n-ignore: the placeholder is an example plate, written as on the plate in every language
          id={`${id}-plate`} label={withTags(t('partners.plateLabel'), OPTIONAL_TAG)} autoComplete="off" placeholder="KA 01 AB 1234" maxLength={20}
          value={values.vehicleNumber} onValueChange={(value) => set('vehicleNumber', value)} error={errors.vehicleNumber}
        />
      </div>
    </>
  );
}
