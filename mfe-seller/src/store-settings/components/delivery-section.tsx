import { TextField } from '@haat/web-kit/forms';
import type { DeliveryDraft, FieldErrors } from '../store-draft.ts';
import { CityPicker } from './city-picker.tsx';
import { PincodeEditor } from './pincode-editor.tsx';
import { useT } from '../../i18n.ts';
import messages from '../messages.json';

type Fee = 'localDeliveryFee' | 'regionDeliveryFee' | 'nationwideDeliveryFee' | 'freeShippingThreshold';
type Time = 'estimatedLocalDeliveryTime' | 'estimatedRegionDeliveryTime' | 'estimatedNationwideDeliveryTime';
/** What each time is usually written like: a shop in its own city delivers within the day or the hour. */
const TIME_EXAMPLES: Record<Time, keyof typeof messages> = {
  estimatedLocalDeliveryTime: 'store.sampleLocalTime',
  estimatedRegionDeliveryTime: 'store.sampleRegionalTime',
  estimatedNationwideDeliveryTime: 'store.sampleNationwideTime',
};

/** Every `deliveryOptions` field: local, regional and nationwide switches, fees and times, free shipping, cities, pincodes. */
export function DeliverySection({ value, onChange, errors }: { value: DeliveryDraft; onChange: (next: DeliveryDraft) => void; errors: FieldErrors }) {
  const t = useT(messages);
  const set = <K extends keyof DeliveryDraft>(key: K, v: DeliveryDraft[K]) => onChange({ ...value, [key]: v });
  const err = (key: string) => errors[`deliveryOptions.${key}`];

  const fee = (key: Fee, label: string) => (
    <TextField
      id={`delivery-${key}`} label={t('store.withRupees', { label })} type="number" inputMode="decimal" min={0} step="0.01" value={value[key]}
      onValueChange={(v) => set(key, v)} error={err(key)}
    />
  );
  const time = (key: Time, label: string) => (
    <TextField id={`delivery-${key}`} label={label} value={value[key]} maxLength={50} placeholder={t(TIME_EXAMPLES[key])} onValueChange={(v) => set(key, v)} error={err(key)} />
  );
  // The buyer's pincode is checked only when the store delivers by pincode and not to the whole city.
  const byPincode = value.pincodeBasedDelivery && !value.entireCityDelivery;
  const toggle = (key: 'localDelivery' | 'nationwide', label: string) => (
    <label className="checkbox"><input type="checkbox" checked={value[key]} onChange={(e) => set(key, e.target.checked)} /> {label}</label>
  );

  return (
    <fieldset className="store-section card">
      <legend className="card__title">{t('store.deliveryOptions')}</legend>
      <div className="delivery-group">
        {toggle('localDelivery', t('store.localDelivery'))}
        {value.localDelivery ? <div className="form__row">{fee('localDeliveryFee', t('store.feeLocal'))}{time('estimatedLocalDeliveryTime', t('store.localTime'))}</div> : null}
        {value.localDelivery ? (
          <div className="delivery-group__inner" role="radiogroup" aria-label={t('store.whereInCity')}>
            <label className="checkbox">
              <input type="radio" name="delivery-area" checked={!byPincode} onChange={() => onChange({ ...value, entireCityDelivery: true, pincodeBasedDelivery: false })} /> {t('store.wholeCity')}
            </label>
            <label className="checkbox">
              <input type="radio" name="delivery-area" checked={byPincode} onChange={() => onChange({ ...value, entireCityDelivery: false, pincodeBasedDelivery: true })} /> {t('store.chosenPincodes')}
            </label>
            {byPincode ? (
              <PincodeEditor value={value.serviceablePincodes} onChange={(pins) => set('serviceablePincodes', pins)} error={err('serviceablePincodes')} />
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="delivery-group">
        <h3 className="delivery-group__title">{t('store.regionalDelivery')}</h3>
        <CityPicker value={value.serviceableLocations} onChange={(cities) => set('serviceableLocations', cities)} error={err('serviceableLocations')} />
        {value.serviceableLocations.length > 0 ? <div className="form__row">{fee('regionDeliveryFee', t('store.feeRegional'))}{time('estimatedRegionDeliveryTime', t('store.regionalTime'))}</div> : null}
      </div>
      <div className="delivery-group">
        {toggle('nationwide', t('store.nationwideDelivery'))}
        {value.nationwide ? <div className="form__row">{fee('nationwideDeliveryFee', t('store.feeNationwide'))}{time('estimatedNationwideDeliveryTime', t('store.nationwideTime'))}</div> : null}
      </div>
      <div className="form__row">
        {fee('freeShippingThreshold', t('store.freeShippingFrom'))}
      </div>
      <p className="field__hint">{t('store.freeShippingHint')}</p>
    </fieldset>
  );
}
