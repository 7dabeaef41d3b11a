import { formatDate } from '@haat/web-kit';
import { translate } from '../i18n.ts';
import messages from './messages.json';
import type { Broadcast } from './offers-api.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ENDING_SOON_DAYS = 3;

const timeOf = (value: string | null | undefined): number | null => {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
};

type OfferValidity = {
  /** Active and inside its dates: shown on /offers. */
  current: boolean;
  /** What the card says about its dates. */
  text: string;
  endingSoon: boolean;
};

/** Whether an offer runs now and how its validity reads ("Valid till Nov 30, 2026 · 2 days left"). */
export function offerValidity(offer: Pick<Broadcast, 'isActive' | 'validFrom' | 'validUntil'>, now: number): OfferValidity {
  const from = timeOf(offer.validFrom);
  const until = timeOf(offer.validUntil);
  const started = from === null || from <= now;
  const ended = until !== null && until < now;
  const current = offer.isActive !== false && started && !ended;

  if (!started && from !== null) return { current, text: translate(messages, 'offers.startsOn', { date: formatDate(from) }), endingSoon: false };
  if (ended && until !== null) return { current, text: translate(messages, 'offers.ended', { date: formatDate(until) }), endingSoon: false };
  if (until === null) {
    return { current, text: from === null ? translate(messages, 'offers.noEndDate') : translate(messages, 'offers.validFrom', { date: formatDate(from) }), endingSoon: false };
  }

  const daysLeft = Math.ceil((until - now) / DAY_MS);
  const left = daysLeft <= 1 ? translate(messages, 'offers.lastDay') : translate(messages, 'offers.daysLeft', { count: daysLeft });
  const text = from === null
    ? translate(messages, 'offers.validTill', { date: formatDate(until), left })
    : translate(messages, 'offers.validRange', { from: formatDate(from), until: formatDate(until), left });
  return { current, text, endingSoon: daysLeft <= ENDING_SOON_DAYS };
}

const createdOf = (offer: Pick<Broadcast, 'createdAt' | 'validFrom'>) => timeOf(offer.createdAt) ?? timeOf(offer.validFrom) ?? 0;

/** The offers to list: only current ones, newest first. */
export function currentOffers<T extends Broadcast>(offers: readonly T[], now: number): T[] {
  return offers.filter((o) => offerValidity(o, now).current).toSorted((a, b) => createdOf(b) - createdOf(a));
}

export const offerIdOf = (offer: Pick<Broadcast, '_id' | 'id'>): string => offer.id ?? offer._id;
