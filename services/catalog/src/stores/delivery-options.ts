import { deliveryOptionsSchema, toPaise, toRupees, type DeliveryOptions } from '@haat/contracts';

type Fee = 'localDeliveryFee' | 'nationwideDeliveryFee' | 'regionDeliveryFee' | 'freeShippingThreshold';

/** Delivery options as stored: the same fields, with money in paise under `…Paise` names. */
export type StoredDeliveryOptions = Omit<DeliveryOptions, Fee> & {
  localDeliveryFeePaise: number;
  nationwideDeliveryFeePaise: number;
  regionDeliveryFeePaise: number;
  freeShippingThresholdPaise: number;
};

const defaults: DeliveryOptions = deliveryOptionsSchema.parse({});

export function storedDeliveryOptions(options: DeliveryOptions): StoredDeliveryOptions {
  const { localDeliveryFee, nationwideDeliveryFee, regionDeliveryFee, freeShippingThreshold, ...rest } = options;
  return {
    ...rest,
    localDeliveryFeePaise: toPaise(localDeliveryFee),
    nationwideDeliveryFeePaise: toPaise(nationwideDeliveryFee),
    regionDeliveryFeePaise: toPaise(regionDeliveryFee),
    freeShippingThresholdPaise: toPaise(freeShippingThreshold),
  };
}

/** Back to the API's rupees; a field added after the row was written gets its default. */
export function deliveryOptionsOf(stored: StoredDeliveryOptions): DeliveryOptions {
  const { localDeliveryFeePaise, nationwideDeliveryFeePaise, regionDeliveryFeePaise, freeShippingThresholdPaise, ...rest } = stored;
  return {
    ...defaults,
    ...rest,
    localDeliveryFee: toRupees(localDeliveryFeePaise ?? 0),
    nationwideDeliveryFee: toRupees(nationwideDeliveryFeePaise ?? 0),
    regionDeliveryFee: toRupees(regionDeliveryFeePaise ?? 0),
    freeShippingThreshold: toRupees(freeShippingThresholdPaise ?? 0),
  };
}
