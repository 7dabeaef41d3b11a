import { TextField } from '@haat/web-kit/forms';
import type { DeliveryDraft, FieldErrors } from '../store-draft.ts';
import { CityPicker } from './city-picker.tsx';
import { PincodeEditor } from './pincode-editor.tsx';

type Fee = 'localDeliveryFee' | 'regionDeliveryFee' | 'nationwideDeliveryFee' | 'freeShippingThreshold';
type Time = 'estimatedLocalDeliveryTime' | 'estimatedRegionDeliveryTime' | 'estimatedNationwideDeliveryTime';
/** What each time is usually written like: a shop in its own city delivers within the day or the hour. */
const TIME_EXAMPLES: Record<Time, string> = { estimatedLocalDeliveryTime: 'e.g. Same day, 30-60 min', estimatedRegionDeliveryTime: 'e.g. 2-5 days', estimatedNationwideDeliveryTime: 'e.g. 3-7 days' };

/** Every `deliveryOptions` field: local, regional and nationwide switches, fees and times, free shipping, cities, pincodes. */
export function DeliverySection({ value, onChange, errors }: { value: DeliveryDraft; onChange: (next: DeliveryDraft) => void; errors: FieldErrors }) {
  const set = <K extends keyof DeliveryDraft>(key: K, v: DeliveryDraft[K]) => onChange({ ...value, [key]: v });
  const err = (key: string) => errors[`deliveryOptions.${key}`];

  const fee = (key: Fee, label: string) => (
    <TextField
      id={`delivery-${key}`} label={`${label} (₹)`} type="number" inputMode="decimal" min={0} step="0.01" value={value[key]}
      onValueChange={(v) => set(key, v)} error={err(key)}
    />
  );
  const time = (key: Time, label: string) => (
    <TextField id={`delivery-${key}`} label={label} value={value[key]} maxLength={50} placeholder={TIME_EXAMPLES[key]} onValueChange={(v) => set(key, v)} error={err(key)} />
  );
  // The buyer's pincode is checked only when the store delivers by pincode and not to the whole city.
  const byPincode = value.pincodeBasedDelivery && !value.entireCityDelivery;
  const toggle = (key: 'localDelivery' | 'nationwide', label: string) => (
    <label className="checkbox"><input type="checkbox" checked={value[key]} onChange={(e) => set(key, e.target.checked)} /> {label}</label>
  );

  return (
    <fieldset className="store-section card">
      <legend className="card__title">Delivery options</legend>
      <div className="delivery-group">
        {toggle('localDelivery', 'Local delivery (in your city)')}
        {value.localDelivery ? <div className="form__row">{fee('localDeliveryFee', 'Local delivery fee')}{time('estimatedLocalDeliveryTime', 'Local delivery time')}</div> : null}
        {value.localDelivery ? (
          <div className="delivery-group__inner" role="radiogroup" aria-label="Where in your city">
            <label className="checkbox">
              <input type="radio" name="delivery-area" checked={!byPincode} onChange={() => onChange({ ...value, entireCityDelivery: true, pincodeBasedDelivery: false })} /> Deliver to the whole city
            </label>
            <label className="checkbox">
              <input type="radio" name="delivery-area" checked={byPincode} onChange={() => onChange({ ...value, entireCityDelivery: false, pincodeBasedDelivery: true })} /> Deliver only to chosen pincodes
            </label>
            {byPincode ? (
              <PincodeEditor value={value.serviceablePincodes} onChange={(pins) => set('serviceablePincodes', pins)} error={err('serviceablePincodes')} />
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="delivery-group">
        <h3 className="delivery-group__title">Regional delivery (other cities)</h3>
        <CityPicker value={value.serviceableLocations} onChange={(cities) => set('serviceableLocations', cities)} error={err('serviceableLocations')} />
        {value.serviceableLocations.length > 0 ? <div className="form__row">{fee('regionDeliveryFee', 'Regional delivery fee')}{time('estimatedRegionDeliveryTime', 'Regional delivery time')}</div> : null}
      </div>
      <div className="delivery-group">
        {toggle('nationwide', 'Nationwide delivery (anywhere in India)')}
        {value.nationwide ? <div className="form__row">{fee('nationwideDeliveryFee', 'Nationwide delivery fee')}{time('estimatedNationwideDeliveryTime', 'Nationwide delivery time')}</div> : null}
      </div>
      <div className="form__row">
        {fee('freeShippingThreshold', 'Free shipping on orders from')}
      </div>
      <p className="field__hint">0 means no free-shipping threshold.</p>
    </fieldset>
  );
}
