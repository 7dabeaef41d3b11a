import { BROADCAST_MAX_VALIDITY_DAYS, type SellerBroadcast } from '@haat/contracts/broadcast-reply';
import { translate } from '../i18n.ts';
import messages from './messages.json';

/** What the create/edit form holds; dates as the date inputs' 'YYYY-MM-DD' (the seller's own calendar days). */
export type BroadcastFormValues = {
  title: string;
  description: string;
  broadcastType: 'offer' | 'banner';
  validFrom: string;
  validUntil: string;
  targetCity: string;
  isActive: boolean;
  removeImage: boolean;
};

/** The server's cap for a broadcast picture (spec §9 broadcast preset: 6 MB). */
export const BROADCAST_IMAGE_MAX_BYTES = 6 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;
const TITLE_MAX_LENGTH = 120;
const text = (id: keyof typeof messages, values?: Record<string, number>) => translate(messages, id, values);

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as the local calendar day of a date input. */
export const toDateInput = (ms: number): string => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
const localDay = (value: string): { y: number; m: number; d: number } | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? { y: Number(match[1]), m: Number(match[2]) - 1, d: Number(match[3]) } : null;
};
/** The first moment of a chosen day (local time). */
export const startOfDay = (value: string): Date | null => {
  const day = localDay(value);
  return day ? new Date(day.y, day.m, day.d, 0, 0, 0, 0) : null;
};
/** The last moment of a chosen day (local time): an offer "until the 30th" runs through the 30th. */
export const endOfDay = (value: string): Date | null => {
  const day = localDay(value);
  return day ? new Date(day.y, day.m, day.d, 23, 59, 59, 999) : null;
};

/** A new broadcast: an offer, published now, running 30 days, in the store's city. */
export function emptyValues(storeCity: string, now = Date.now()): BroadcastFormValues {
  return {
    title: '', description: '', broadcastType: 'offer', targetCity: storeCity, isActive: true, removeImage: false,
    validFrom: toDateInput(now), validUntil: toDateInput(now + DEFAULT_DAYS * DAY_MS),
  };
}

export function valuesOf(b: SellerBroadcast, storeCity: string): BroadcastFormValues {
  return {
    title: b.title,
    description: b.description,
    broadcastType: b.broadcastType,
    validFrom: toDateInput(b.validFrom ?? Date.now()),
    validUntil: toDateInput(b.validUntil ?? Date.now()),
    targetCity: b.targetCity || b.city || storeCity,
    isActive: b.isActive,
    removeImage: false,
  };
}

export type FormErrors = Partial<Record<'title' | 'validFrom' | 'validUntil' | 'targetCity' | 'image', string>>;

/** The form's own checks, before anything is sent (the server checks the same again). */
export function validateBroadcast(values: BroadcastFormValues, image: { type: string; size: number } | null, cities: readonly string[], now = Date.now()): FormErrors {
  const errors: FormErrors = {};
  if (!values.title.trim()) errors.title = text('broadcasts.titleRequired');
  else if (values.title.trim().length > TITLE_MAX_LENGTH) errors.title = text('broadcasts.titleTooLong', { max: TITLE_MAX_LENGTH });
  const from = startOfDay(values.validFrom);
  const until = endOfDay(values.validUntil);
  if (!from) errors.validFrom = text('broadcasts.chooseFirstDay');
  if (!until) errors.validUntil = text('broadcasts.chooseLastDay');
  else if (from && until < from) errors.validUntil = text('broadcasts.lastBeforeFirst');
  else if (from && until.getTime() - from.getTime() > BROADCAST_MAX_VALIDITY_DAYS * DAY_MS) errors.validUntil = text('broadcasts.tooLong', { days: BROADCAST_MAX_VALIDITY_DAYS });
  else if (until.getTime() <= now) errors.validUntil = text('broadcasts.lastDayOver');
  const city = values.targetCity.trim();
  if (!city) errors.targetCity = text('broadcasts.chooseCity');
  else if (cities.length > 0 && !cities.some((c) => c.toLowerCase() === city.toLowerCase())) errors.targetCity = text('broadcasts.cityFromList');
  if (image) {
    if (!IMAGE_TYPES.includes(image.type)) errors.image = text('broadcasts.imageType');
    else if (image.size > BROADCAST_IMAGE_MAX_BYTES) errors.image = text('broadcasts.imageSize');
  }
  return errors;
}

/** The multipart body of POST and PUT /broadcasts: a target city equal to the store's city is left out (it reaches its city anyway). */
export function toFormData(values: BroadcastFormValues, image: File | null, { storeId, storeCity, editing }: { storeId: string; storeCity: string; editing: boolean }): FormData {
  const form = new FormData();
  if (!editing) form.append('storeId', storeId);
  form.append('title', values.title.trim());
  form.append('description', values.description.trim());
  form.append('broadcastType', values.broadcastType);
  form.append('validFrom', startOfDay(values.validFrom)!.toISOString());
  form.append('validUntil', endOfDay(values.validUntil)!.toISOString());
  const city = values.targetCity.trim();
  form.append('targetCity', city.toLowerCase() === storeCity.toLowerCase() ? '' : city);
  if (!editing) form.append('isActive', String(values.isActive));
  if (image) form.append('image', image, image.name);
  else if (editing && values.removeImage) form.append('imageUrl', '');
  return form;
}
