import type { CreateStoreBody, DeliveryOptions, Store } from '@haat/contracts';
import { DEFAULT_DELIVERY_TIMES } from '@haat/contracts/delivery';
import { GSTIN_TEXTS, gstinProblem, normaliseGstin, PINCODE_PATTERN } from '@haat/contracts/indian-codes';
import { hoursTextOf, weekDraftOf, type WeekDraft } from './hours-grid.ts';
import { translate } from '../i18n.ts';
import messages from './messages.json';

type MessageId = keyof typeof messages;
const say = (id: MessageId, values?: Record<string, string>) => translate(messages, id, values);

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
const FEE_LABELS: Record<(typeof FEES)[number], MessageId> = {
  localDeliveryFee: 'store.feeLocal', nationwideDeliveryFee: 'store.feeNationwide', regionDeliveryFee: 'store.feeRegional', freeShippingThreshold: 'store.feeFreeShipping',
};

/** contracts' GSTIN problems (the server's words), in the language shown. */
const GSTIN_PROBLEM: ReadonlyMap<string, MessageId> = new Map([
  [GSTIN_TEXTS.format, 'store.gstinFormat'],
  [GSTIN_TEXTS.checksum, 'store.gstinChecksum'],
  [GSTIN_TEXTS.stateCode, 'store.gstinStateCode'],
]);

/** A pincode that is not one, with the rule it breaks: '011001: A pincode is 6 digits and does not start with 0'. */
export const pincodeProblem = (pins: readonly string[]): string => say('store.pincodeProblem', { pins: pins.join(', ') });

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
      image: store?.image ?? '', bannerImage: store?.bannerImage ?? '', paymentOptions: store?.paymentOptions ?? ['Cash on Delivery'], // i18n-ignore: the value saved
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
  if (!draft.name.trim()) errors['name'] = say('store.nameRequired');
  if (!draft.city.trim()) errors['city'] = say('store.cityRequired');
  const hours = hoursTextOf(draft.hours);
  if (hours.problem) errors['businessHours'] = hours.problem;
  const gstin = normaliseGstin(draft.gstin);
  const gstinError = gstinProblem(gstin);
  if (gstinError) errors['gstin'] = GSTIN_PROBLEM.has(gstinError) ? say(GSTIN_PROBLEM.get(gstinError)!) : gstinError;
  if (draft.paymentOptions.length === 0) errors['paymentOptions'] = say('store.choosePayment');
  if (draft.paymentOptions.includes('UPI Payment') && !draft.upiId.trim()) errors['upiId'] = say('store.upiIdRequired');

  const fees = {} as Record<(typeof FEES)[number], number>;
  for (const fee of FEES) {
    const text = draft.delivery[fee].trim();
    const value = text === '' ? 0 : Number(text);
    if (!Number.isFinite(value)) errors[`deliveryOptions.${fee}`] = say('store.feeNotNumber', { label: say(FEE_LABELS[fee]) });
    else if (value < 0) errors[`deliveryOptions.${fee}`] = say('store.feeNegative', { label: say(FEE_LABELS[fee]) });
    fees[fee] = Math.round(value * 100) / 100;
  }
  const badPin = draft.delivery.serviceablePincodes.find((pin) => !PINCODE_PATTERN.test(pin));
  if (badPin !== undefined) errors['deliveryOptions.serviceablePincodes'] = pincodeProblem([badPin]);

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
