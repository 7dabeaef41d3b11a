import { describe, expect, it } from 'vitest';
import { getGrievancesByTicketNumberReply } from './replies/moderation-replies.ts';
import { readGrievance, readGrievances } from './grievance-reply.ts';

const grievance = {
  id: 'g1', ticketNumber: 'GRV-2026-000042', subject: 'order', category: 'Delivery', orderId: 'o1', storeId: null, storeName: 'Fresh Mart',
  description: 'Never arrived', status: 'Acknowledged', buyer: { id: 'u1', name: 'Ravi' }, response: 'Looking into it',
  createdAt: '2026-12-01T10:00:00.000Z', acknowledgedAt: '2026-12-01T12:00:00.000Z', resolvedAt: null,
  acknowledgeBy: '2026-12-03T10:00:00.000Z', resolveBy: '2026-12-31T10:00:00.000Z', ackOverdue: false, resolveOverdue: false,
  handledBy: { id: 'a1', name: 'Asha Admin' },
};

describe('readGrievance', () => {
  it('reads a grievance as GET /grievances/:ticketNumber answers it', () => {
    expect(getGrievancesByTicketNumberReply.safeParse({ success: true, data: grievance }).success).toBe(true);
    expect(readGrievance(grievance)).toEqual(grievance);
    expect(readGrievances([grievance])).toEqual([grievance]);
  });
  it('reads a malformed one as an open grievance that nobody handled', () => {
    expect(readGrievance({ id: 'g2', subject: 'refund', status: 'Escalated', ackOverdue: 'yes', handledBy: 'a1' })).toMatchObject({
      id: 'g2', subject: 'other', status: 'Open', ackOverdue: false, handledBy: null, buyer: { id: '', name: '' }, orderId: null,
    });
    expect(readGrievances({ data: [] })).toEqual([]);
  });
});
