import type { DeliveryPartner } from '@haat/contracts';
import { firstNameOf, type VehicleType } from '@haat/contracts/delivery-rules';
import { translate } from '../i18n.ts';
import messages from './messages.json';

/** What the seller's partner cards show and offer, from a partner's fields alone. */

/** The invitation link to share: this site's address with the server's `/delivery-partners?invite=…` path. */
export const inviteLinkOf = (origin: string, invitePath: string): string => new URL(invitePath, origin).toString();

/** A phone as wa.me wants it: the international number, digits only (a bare 10-digit number is Indian). */
export function whatsAppLink(phone: string, text: string): string {
  const digits = phone.replace(/\D/g, '');
  const international = digits.length === 10 ? `91${digits}` : digits;
  return `https://wa.me/${international}?text=${encodeURIComponent(text)}`;
}

/** The WhatsApp message that carries the link; `validUntil` is the expiry as people read it. */
export function inviteMessage({ name, link, storeName, validUntil }: { name: string; link: string; storeName: string | null; validUntil: string | null }): string {
  const values = {
    name: firstNameOf(name) || translate(messages, 'partners.inviteThere'),
    store: storeName || translate(messages, 'partners.inviteOurStore'),
    link,
  };
  return validUntil
    ? translate(messages, 'partners.inviteMessageUntil', { ...values, date: validUntil })
    : translate(messages, 'partners.inviteMessage', values);
}

/** The same check the server makes (contracts' indianPhoneSchema): +91, 91 or 0, then 10 digits from 6 to 9. */
export const isIndianMobile = (text: string): boolean => /^(?:\+91|91|0)?[6-9]\d{9}$/.test(text.trim().replace(/[\s-]/g, ''));

/** +919876543210 as people read it: +91 98765 43210. */
export function displayPhone(phone: string): string {
  const match = /^(\+91)?(\d{5})(\d{5})$/.exec(phone);
  return match ? `${match[1] ? '+91 ' : ''}${match[2]} ${match[3]}` : phone;
}

export const isInviteExpired = (partner: Pick<DeliveryPartner, 'inviteExpiresAt'>, now: number): boolean =>
  partner.inviteExpiresAt !== null && Date.parse(partner.inviteExpiresAt) <= now;

type Tone = 'success' | 'info' | 'warning' | 'neutral';

/** The status badge: Invited (or its link expired), Active, Inactive. */
export function partnerBadge(partner: Pick<DeliveryPartner, 'status' | 'inviteExpiresAt'>, now: number): { label: keyof typeof messages; tone: Tone } {
  if (partner.status === 'Active') return { label: 'partners.badgeActive', tone: 'success' };
  if (partner.status === 'Inactive') return { label: 'partners.badgeInactive', tone: 'neutral' };
  return isInviteExpired(partner, now) ? { label: 'partners.badgeExpired', tone: 'warning' } : { label: 'partners.badgeInvited', tone: 'info' };
}

/** How each vehicle is named on the screens (./messages.json); the value sent stays the English one. */
export const VEHICLE_LABEL: Record<VehicleType, keyof typeof messages> = {
  Bicycle: 'partners.vehicleBicycle',
  Motorcycle: 'partners.vehicleMotorcycle',
  Scooter: 'partners.vehicleScooter',
  'Electric scooter': 'partners.vehicleElectricScooter',
  Car: 'partners.vehicleCar',
  'On foot': 'partners.vehicleOnFoot',
};

const isVehicle = (text: string): text is VehicleType => Object.hasOwn(VEHICLE_LABEL, text);

/**
 * A vehicle as the screens show it, its type in the language shown: 'Motorcycle' alone, or a
 * delivery's 'Motorcycle · MH 12 AB 4821' (type and plate, as the server writes them).
 */
export function vehicleText(vehicle: string): string {
  const [type = '', ...rest] = vehicle.split(' · ');
  return isVehicle(type) ? [translate(messages, VEHICLE_LABEL[type]), ...rest].join(' · ') : vehicle;
}

export type PartnerControls = {
  /** Active ones: the rider's own available/unavailable switch, as a dot. */
  availability: 'available' | 'unavailable' | null;
  /** A pending invitation still valid: its link with Copy and WhatsApp. */
  inviteLink: boolean;
  /** A pending invitation whose link lapsed (or has none): 'New link'. */
  renewInvite: boolean;
  /** Joined ones: open deliveries, delivered today and cash to collect. */
  deliveryCounts: boolean;
  /** 'Mark cash received', when they hold cash of the store. */
  receiveCash: boolean;
  /** Joined ones may be switched off (no new assignments) and on again. */
  toggle: 'Activate' | 'Deactivate' | null;
};

export function partnerControls(partner: DeliveryPartner, now: number): PartnerControls {
  const invited = partner.status === 'Invited';
  const linkValid = invited && partner.invitePath !== null && !isInviteExpired(partner, now);
  return {
    availability: partner.status === 'Active' ? (partner.isAvailable ? 'available' : 'unavailable') : null,
    inviteLink: linkValid,
    renewInvite: invited && !linkValid,
    deliveryCounts: !invited,
    receiveCash: !invited && partner.cashToCollect > 0,
    toggle: invited ? null : partner.isActive ? 'Deactivate' : 'Activate',
  };
}
