import type { CreateStoreBody, DeliveryOptions, Store } from '@haat/contracts';
import { DEFAULT_DELIVERY_TIMES } from '@haat/contracts/delivery';
import { gstinProblem, normaliseGstin, PINCODE_PATTERN, PINCODE_TEXT } from '@haat/contracts/indian-codes';
import { hoursTextOf, weekDraftOf, type WeekDraft } from './hours-grid.ts';

/** The manage-store form's state: text as typed (fees too), the hours as a grid. */
export type DeliveryDraft = Omit<DeliveryOptions, 'localDeliveryFee' | 'nationwideDeliveryFee' | 'regionDeliveryFee' | 'freeShippingThreshold'> & {
  localDeliveryFee: string;
  nationwideDeliveryFee: string;
  regionDeliveryFee: string;
  freeShippingThreshold: string;
};
export type StoreDraft = {
  name: string; description: string; category: string; categories: string[]; tags: string; phone: string; email: string;
  address: string; city: string; location: string; coordinates: Store['coordinates'];
  image: string; bannerImage: string; paymentOptions: string[]; upiId: string; upiQrImage: string; gstin: string;
  storeInstructions: string; hours: WeekDraft; delivery: DeliveryDraft;
};

const DEFAULT_DELIVERY: DeliveryOptions = {
  localDelivery: true, localDeliveryFee: 0, estimatedLocalDeliveryTime: DEFAULT_DELIVERY_TIMES.local, nationwide: false, nationwideDeliveryFee: 0,
  estimatedNationwideDeliveryTime: DEFAULT_DELIVERY_TIMES.nationwide, regionDeliveryFee: 0, estimatedRegionDeliveryTime: DEFAULT_DELIVERY_TIMES.regional, freeShippingThreshold: 0,
  serviceableLocations: [], pincodeBasedDelivery: false, serviceablePincodes: [], entireCityDelivery: true,
};

const FEES = ['localDeliveryFee', 'nationwideDeliveryFee', 'regionDeliveryFee', 'freeShippingThreshold'] as const;
const FEE_LABELS: Record<(typeof FEES)[number], string> = {
  localDeliveryFee: 'Local delivery fee', nationwideDeliveryFee: 'Nationwide delivery fee', regionDeliveryFee: 'Regional delivery fee', freeShippingThreshold: 'Free-shipping threshold',
};

/** A store (or none yet) as the form's first state; `hoursUnreadable` when its stored hours could not be read into the grid. */
export function draftOf(store: Store | null): { draft: StoreDraft; hoursUnreadable: boolean } {
  const d = { ...DEFAULT_DELIVERY, ...store?.deliveryOptions };
  const { draft: hours, unreadable } = weekDraftOf(store?.businessHours ?? '');
  return {
    hoursUnreadable: unreadable,
    draft: {
      name: store?.name ?? '', description: store?.description ?? '', category: store?.category ?? 'General', categories: store?.categories ?? [],
      tags: (store?.tags ?? []).join(', '), phone: store?.phone ?? '', email: store?.email ?? '', address: store?.address ?? '',
      city: store?.city ?? '', location: store?.location ?? '', coordinates: store?.coordinates ?? null,
      image: store?.image ?? '', bannerImage: store?.bannerImage ?? '', paymentOptions: store?.paymentOptions ?? ['Cash on Delivery'],
      upiId: store?.upiId ?? '', upiQrImage: store?.upiQrImage ?? '', gstin: store?.gstin ?? '', storeInstructions: store?.storeInstructions ?? '',
      hours,
      delivery: { ...d, localDeliveryFee: String(d.localDeliveryFee), nationwideDeliveryFee: String(d.nationwideDeliveryFee), regionDeliveryFee: String(d.regionDeliveryFee), freeShippingThreshold: String(d.freeShippingThreshold) },
    },
  };
}

/** Field errors keyed by the API's field path ("deliveryOptions.localDeliveryFee"). */
export type FieldErrors = Record<string, string>;

/**
 * The body of POST /stores and PUT /stores/:id, or the field errors the server would answer (the same
 * rules, checked before sending so the seller sees them next to the field at once).
 */
export function bodyOf(draft: StoreDraft): { body: CreateStoreBody; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (!draft.name.trim()) errors['name'] = 'Store name is required';
  if (!draft.city.trim()) errors['city'] = 'City is required';
  const hours = hoursTextOf(draft.hours);
  if (hours.problem) errors['businessHours'] = hours.problem;
  const gstin = normaliseGstin(draft.gstin);
  const gstinError = gstinProblem(gstin);
  if (gstinError) errors['gstin'] = gstinError;
  if (draft.paymentOptions.length === 0) errors['paymentOptions'] = 'Choose at least one payment option';
  if (draft.paymentOptions.includes('UPI Payment') && !draft.upiId.trim()) errors['upiId'] = 'Enter your UPI ID to take UPI payments';

  const fees = {} as Record<(typeof FEES)[number], number>;
  for (const fee of FEES) {
    const text = draft.delivery[fee].trim();
    const value = text === '' ? 0 : Number(text);
    if (!Number.isFinite(value)) errors[`deliveryOptions.${fee}`] = `${FEE_LABELS[fee]} must be a number`;
    else if (value < 0) errors[`deliveryOptions.${fee}`] = `${FEE_LABELS[fee]} cannot be negative`;
    fees[fee] = Math.round(value * 100) / 100;
  }
  const badPin = draft.delivery.serviceablePincodes.find((pin) => !PINCODE_PATTERN.test(pin));
  if (badPin !== undefined) errors['deliveryOptions.serviceablePincodes'] = `${badPin}: ${PINCODE_TEXT}`;

  const body: CreateStoreBody = {
    name: draft.name.trim(), description: draft.description.trim(), category: draft.category.trim() || 'General',
    tags: [...new Set(draft.tags.split(',').map((t) => t.trim()).filter(Boolean))], phone: draft.phone.trim(), email: draft.email.trim(),
    address: draft.address.trim(), city: draft.city.trim(), location: draft.location.trim(), coordinates: draft.coordinates,
    image: draft.image, bannerImage: draft.bannerImage, paymentOptions: draft.paymentOptions as CreateStoreBody['paymentOptions'],
    upiId: draft.upiId.trim(), upiQrImage: draft.upiQrImage, gstin, storeInstructions: draft.storeInstructions.trim(), businessHours: hours.text,
    deliveryOptions: { ...draft.delivery, ...fees },
  };
  return { body, errors };
}

/**
 * A 400's message names the field ("deliveryOptions.serviceablePincodes.1: A pincode is ..."):
 * the error filed under that path, list positions dropped; null when it names none.
 */
export function serverFieldError(message: string | undefined): FieldErrors | null {
  const m = /^([A-Za-z]+(?:\.[A-Za-z]+)*)(?:\.\d+)*: (.+)$/s.exec(message ?? '');
  return m ? { [m[1]!]: m[2]! } : null;
}
