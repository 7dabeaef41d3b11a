import type { DeliveryPartner } from '@haat/contracts';
import { vehicleTypes } from '@haat/contracts/delivery-rules';
import messages from './messages.json';
import { describe, expect, it } from 'vitest';
import { displayPhone, inviteLinkOf, inviteMessage, isIndianMobile, partnerBadge as badgeOf, partnerControls, VEHICLE_LABEL, vehicleText, whatsAppLink } from './partner-view.ts';

/** The badge as shown in English: its label's words from messages.json. */
const partnerBadge = (...args: Parameters<typeof badgeOf>) => {
  const badge = badgeOf(...args);
  return { ...badge, label: messages[badge.label] };
};

const NOW = Date.parse('2026-11-21T10:00:00.000Z');
const partner = (overrides: Partial<DeliveryPartner> = {}): DeliveryPartner => ({
  _id: 'm1', id: 'm1', storeId: 's1', userId: 'u9', name: 'Deepak Kumar', phone: '+919876543210',
  vehicleType: 'Motorcycle', vehicleNumber: 'KA 01 AB 1234', status: 'Active', isActive: true, isAvailable: true,
  inviteCode: null, invitePath: null, inviteExpiresAt: null, invitedAt: '2026-11-01T10:00:00.000Z', joinedAt: '2026-11-02T10:00:00.000Z',
  openDeliveries: 2, deliveredToday: 5, cashToCollect: 0,
  ...overrides,
});
const invited = (expiresAt: string) => partner({
  userId: null, status: 'Invited', isAvailable: false, inviteCode: 'abc123', invitePath: '/delivery-partners?invite=abc123', inviteExpiresAt: expiresAt, joinedAt: null,
});

describe('invitation link and WhatsApp share', () => {
  it("joins the site's address and the server's path", () => {
    expect(inviteLinkOf('https://haat.example.in', '/delivery-partners?invite=abc123')).toBe('https://haat.example.in/delivery-partners?invite=abc123');
  });

  it('sends to the international number, digits only, with the text encoded', () => {
    expect(whatsAppLink('+919876543210', 'Join: https://x.in/a?invite=1&b=2')).toBe('https://wa.me/919876543210?text=Join%3A%20https%3A%2F%2Fx.in%2Fa%3Finvite%3D1%26b%3D2');
    expect(whatsAppLink('98765 43210', 'Hi')).toBe('https://wa.me/919876543210?text=Hi');
  });

  it('greets the rider by first name and carries the link and its expiry', () => {
    const text = inviteMessage({ name: ' Deepak Kumar', link: 'https://x.in/l', storeName: 'Kesar Kirana', validUntil: 'Nov 28, 2026' });
    expect(text).toBe('Hi Deepak, Kesar Kirana would like you to deliver our orders on Haat. Open this link to join: https://x.in/l The link works until Nov 28, 2026.');
    expect(inviteMessage({ name: 'Deepak', link: 'L', storeName: null, validUntil: null })).toContain('Our store would like you');
  });
});

describe('vehicle', () => {
  it('names every vehicle type in English as it is sent, and a delivery\'s type with its plate', () => {
    for (const type of vehicleTypes) expect(messages[VEHICLE_LABEL[type]]).toBe(type);
    expect(vehicleText('Motorcycle · MH 12 AB 4821')).toBe('Motorcycle · MH 12 AB 4821');
    expect(vehicleText('Electric scooter')).toBe('Electric scooter');
    expect(vehicleText('Tuk-tuk · KA 01')).toBe('Tuk-tuk · KA 01');
  });
});

describe('phone', () => {
  it('takes Indian mobiles as the server does', () => {
    for (const ok of ['9876543210', '+91 98765 43210', '0-98765-43210', '919876543210']) expect(isIndianMobile(ok)).toBe(true);
    for (const bad of ['', '5876543210', '98765', '+44 7700 900123', '98765432101']) expect(isIndianMobile(bad)).toBe(false);
  });

  it('reads +91 numbers in groups', () => {
    expect(displayPhone('+919876543210')).toBe('+91 98765 43210');
    expect(displayPhone('9876543210')).toBe('98765 43210');
    expect(displayPhone('12345')).toBe('12345');
  });
});

describe('partner card controls', () => {
  it('an active partner: availability dot, counts, deactivate; cash button only while they hold cash', () => {
    expect(partnerControls(partner(), NOW)).toEqual({
      availability: 'available', inviteLink: false, renewInvite: false, deliveryCounts: true, receiveCash: false, toggle: 'Deactivate',
    });
    expect(partnerControls(partner({ isAvailable: false, cashToCollect: 450 }), NOW)).toMatchObject({ availability: 'unavailable', receiveCash: true });
    expect(partnerBadge(partner(), NOW)).toEqual({ label: 'Active', tone: 'success' });
  });

  it('an inactive partner: no dot, activate, and the cash they still hold', () => {
    const off = partner({ status: 'Inactive', isActive: false, cashToCollect: 120 });
    expect(partnerControls(off, NOW)).toMatchObject({ availability: null, toggle: 'Activate', receiveCash: true, deliveryCounts: true });
    expect(partnerBadge(off, NOW).label).toBe('Inactive');
  });

  it('an invitation: its link while valid, "New link" once expired, no counts and no switch', () => {
    const pending = invited('2026-11-28T10:00:00.000Z');
    expect(partnerControls(pending, NOW)).toEqual({
      availability: null, inviteLink: true, renewInvite: false, deliveryCounts: false, receiveCash: false, toggle: null,
    });
    expect(partnerBadge(pending, NOW)).toEqual({ label: 'Invited', tone: 'info' });
    const lapsed = invited('2026-11-21T09:59:59.000Z');
    expect(partnerControls(lapsed, NOW)).toMatchObject({ inviteLink: false, renewInvite: true });
    expect(partnerBadge(lapsed, NOW)).toEqual({ label: 'Invitation expired', tone: 'warning' });
  });
});
