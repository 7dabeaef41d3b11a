import { describe, expect, it } from 'vitest';
import { getStoresByIdBannedCustomersReply, postStoresByIdBanCustomerReply201 } from './replies/order-replies.ts';
import { readStoreBan, readStoreBans } from './store-ban-reply.ts';

const ban = { storeId: 's1', phone: '9876543210', reason: 'Refused three deliveries', bannedBy: 'u1', createdAt: '2026-12-01T10:00:00.000Z' };

describe('store ban reply readers', () => {
  it('read well-formed replies as sent, and what they answer passes the reply schemas', () => {
    expect(readStoreBan(ban)).toEqual(ban);
    expect(readStoreBans([ban])).toEqual([ban]);
    expect(postStoresByIdBanCustomerReply201.parse({ success: true, message: 'Customer banned', data: readStoreBan(ban) }).data).toEqual(ban);
    expect(getStoresByIdBannedCustomersReply.parse({ success: true, count: 1, data: readStoreBans([ban]) }).data).toEqual([ban]);
  });

  it('answer empty values of the right type for a broken reply, and list only bans that name a phone', () => {
    expect(readStoreBan(null)).toEqual({ storeId: '', phone: '', reason: '', bannedBy: '', createdAt: '' });
    expect(readStoreBan({ phone: 9876543210 }).phone).toBe('9876543210');
    expect(readStoreBans([ban, { reason: 'no phone' }, 'junk'])).toEqual([ban]);
    expect(readStoreBans({ data: [ban] })).toEqual([]);
  });
});
