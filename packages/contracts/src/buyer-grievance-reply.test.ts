import { describe, expect, it } from 'vitest';
import { getGrievancesMineReply, getGrievancesOfficerReply, postGrievancesReply } from './replies/moderation-replies.ts';
import { readBuyerGrievance, readBuyerGrievances, readGrievanceOfficer } from './buyer-grievance-reply.ts';
import { replyData, replyMessage } from './reply-fields.ts';

const grievance = {
  id: 'g1', ticketNumber: 'GRV-2026-000042', subject: 'order', category: 'Item not delivered', orderId: 'o1', storeId: 's1', storeName: 'Asha Stores',
  description: 'Not delivered.\nTwo days late.', status: 'Acknowledged', buyer: { id: 'u1', name: 'Ravi' }, response: '',
  createdAt: '2026-12-01T10:00:00.000Z', acknowledgedAt: '2026-12-01T12:00:00.000Z', resolvedAt: null,
  acknowledgeBy: '2026-12-03T10:00:00.000Z', resolveBy: '2026-12-31T10:00:00.000Z', ackOverdue: false, resolveOverdue: false,
  handledBy: { id: 'a1', name: 'Admin' },
};

describe('readBuyerGrievance', () => {
  it('reads POST /grievances as the server sends it, with its message', () => {
    const reply = { success: true, message: 'Your complaint has been registered. Ticket number: GRV-2026-000042', data: grievance };
    expect(postGrievancesReply.safeParse(reply).success).toBe(true);
    expect(readBuyerGrievance(replyData(reply))).toEqual(grievance);
    expect(replyMessage(reply)).toBe(reply.message);
  });
  it('is null without an id or a ticket number; unknown subjects and statuses read as other and Open', () => {
    expect(readBuyerGrievance({ id: 'g2' })).toBeNull();
    expect(readBuyerGrievance({ ticketNumber: 'GRV-2026-000043' })).toBeNull();
    expect(readBuyerGrievance({ id: 'g3', ticketNumber: 'GRV-2026-000044', subject: 'cart', status: 'Closed', buyer: 'u1', handledBy: {} })).toMatchObject({
      subject: 'other', status: 'Open', buyer: { id: '', name: '' }, handledBy: null, orderId: null, description: '', ackOverdue: false,
    });
  });
});

describe('readBuyerGrievances', () => {
  it('reads GET /grievances/mine: the readable complaints and the page counters', () => {
    const reply = { success: true, data: [grievance, { id: 'broken' }], pagination: { totalCount: 21, currentPage: 1, totalPages: 2, hasNextPage: true } };
    expect(getGrievancesMineReply.safeParse({ ...reply, data: [grievance] }).success).toBe(true);
    expect(readBuyerGrievances(reply, 1)).toEqual({ grievances: [grievance], pagination: reply.pagination });
  });
  it('reads a reply without counters as one page of what it holds', () => {
    expect(readBuyerGrievances({ success: true, data: 'none' }, 3)).toEqual({ grievances: [], pagination: { totalCount: 0, currentPage: 3, totalPages: 3, hasNextPage: false } });
  });
});

describe('readGrievanceOfficer', () => {
  it('reads GET /grievances/officer; a detail not configured stays null', () => {
    const reply = { success: true, data: { name: 'Meera Joshi', designation: 'Grievance Officer', email: 'grievance@haat.example', phone: null, address: null, hours: 'Mon-Fri 10:00-18:00' } };
    expect(getGrievancesOfficerReply.safeParse(reply).success).toBe(true);
    expect(readGrievanceOfficer(replyData(reply))).toEqual(reply.data);
    expect(readGrievanceOfficer(undefined)).toEqual({ name: null, designation: null, email: null, phone: null, address: null, hours: null });
  });
});
