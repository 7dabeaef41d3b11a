import { describe, expect, it } from 'vitest';
import {
  getDeliveryMetricsReply, getDeliveryPartnersInvitationsByCodeReply, getDeliveryPartnersReply, getDeliveryProfileReply, postDeliveryPartnersReply,
} from './replies/order-replies.ts';
import {
  readCashHandover, readDeliveryInvitation, readDeliveryMetrics, readDeliveryPartner, readDeliveryPartners, readDeliveryProfile,
} from './delivery-partner-reply.ts';

const profile = {
  userId: 'u1', name: 'Ravi', phone: '+91 90000 00000', vehicleType: 'Scooter', vehicleNumber: 'KA 01 AB 1234', isAvailable: true,
  stores: [{ storeId: 's1', storeName: 'Asha Stores', membershipId: 'm1', isActive: true, joinedAt: '2026-11-27T04:00:00.000Z' }],
};
const metrics = {
  deliveredToday: 2, deliveredThisWeek: 9, openDeliveries: 1,
  byStatus: { Assigned: 1, 'Picked Up': 0, 'Out for Delivery': 0, Delivered: 0, 'Failed Attempt': 0, 'Returned to Store': 0 },
  cashToHandOver: [{ storeId: 's1', storeName: 'Asha Stores', amount: 480, orders: 1 }],
  cashToHandOverTotal: 480,
};
const invitation = { storeId: 's1', storeName: 'Asha Stores', name: 'Ravi', phoneEnding: '0000', state: 'pending', expiresAt: '2026-12-04T04:00:00.000Z' };

describe('delivery partner reply readers', () => {
  it('read well-formed replies as sent, and what they answer passes the reply schemas', () => {
    expect(readDeliveryProfile(profile)).toEqual(profile);
    expect(readDeliveryMetrics(metrics)).toEqual(metrics);
    expect(readDeliveryInvitation(invitation)).toEqual(invitation);
    expect(getDeliveryProfileReply.parse({ success: true, data: readDeliveryProfile(profile) }).data).toEqual(profile);
    expect(getDeliveryMetricsReply.parse({ success: true, data: readDeliveryMetrics(metrics) }).data).toEqual(metrics);
    expect(getDeliveryPartnersInvitationsByCodeReply.parse({ success: true, data: readDeliveryInvitation(invitation) }).data).toEqual(invitation);
  });

  it('answer empty values of the right type for a broken reply', () => {
    const broken = readDeliveryProfile({ vehicleType: 'Rocket', stores: 'none' });
    expect(broken).toMatchObject({ vehicleType: null, stores: [], isAvailable: false });
    expect(readDeliveryMetrics(null).byStatus.Delivered).toBe(0);
    expect(readDeliveryInvitation({ state: 'lost' }).state).toBe('expired');
  });
});

describe('readDeliveryPartner, readDeliveryPartners', () => {
  const partner = {
    _id: 'm1', id: 'm1', storeId: 's1', userId: null, name: 'Ravi', phone: '9000000000', vehicleType: 'Scooter', vehicleNumber: null,
    status: 'Invited', isActive: true, isAvailable: false, inviteCode: 'abc123', invitePath: '/delivery-partners?invite=abc123',
    inviteExpiresAt: '2026-12-04T04:00:00.000Z', invitedAt: '2026-11-27T04:00:00.000Z', joinedAt: null, openDeliveries: 0, deliveredToday: 0, cashToCollect: 0,
  };

  it('read a well-formed partner as sent, and what they answer passes the reply schemas', () => {
    expect(readDeliveryPartner(partner)).toEqual(partner);
    expect(postDeliveryPartnersReply.parse({ success: true, message: 'Invited', data: readDeliveryPartner(partner) }).data).toEqual(partner);
    expect(getDeliveryPartnersReply.parse({ success: true, count: 1, data: readDeliveryPartners([partner]) }).data).toEqual([partner]);
    expect(readCashHandover({ amount: 480, orders: 2 })).toEqual({ amount: 480, orders: 2 });
  });

  it('answer empty values of the right type for a broken reply, and list only partners with an id', () => {
    expect(readDeliveryPartner({ status: 'Retired', vehicleType: 'Rocket' })).toMatchObject({ id: '', status: 'Inactive', vehicleType: null, inviteCode: null, isActive: false });
    expect(readDeliveryPartners([partner, { name: 'No id' }, null])).toEqual([partner]);
    expect(readCashHandover('none')).toEqual({ amount: 0, orders: 0 });
  });
});
