import { GRIEVANCE_TEXTS, type BuyerOrderReply, type StoreOwnerReply } from '@haat/contracts';
import { AppError, notFound, requestRpc } from '@haat/server-kit';
import type { ModerationContext } from '../context.ts';

export type GrievanceSubjectFacts = { orderId: string | null; storeId: string | null; storeName: string };

type SubjectRequest = { subject: 'order' | 'store' | 'other'; orderId?: string | undefined; storeId?: string | undefined };

/**
 * What a complaint is about, checked with the owner of it: an order must be the buyer's (asked of
 * order; someone else's is 'Order not found'), a store must exist (asked of catalog). Only the
 * subject's own ids are kept: an order's store comes from the order, 'other' keeps none.
 */
export async function resolveGrievanceSubject({ nc, subjects }: ModerationContext, buyer: { id: string; token: string | null }, body: SubjectRequest): Promise<GrievanceSubjectFacts> {
  if (body.subject === 'order' && body.orderId) {
    // Asked for the buyer, with their token: order answers only about the orders of whom the token names.
    const reply = await requestRpc<BuyerOrderReply>(nc, subjects.rpc.buyerOrder, { orderId: body.orderId, buyerId: buyer.id }, { what: 'The order service', actingFor: buyer.token });
    if (!reply.ok) throw reply.status === 404 ? notFound(GRIEVANCE_TEXTS.orderNotFound) : new AppError(reply.status, reply.error, reply.message);
    return { orderId: reply.order.id, storeId: reply.order.storeId, storeName: reply.order.storeName };
  }
  if (body.subject === 'store' && body.storeId) {
    const reply = await requestRpc<StoreOwnerReply>(nc, subjects.rpc.storeOwner, { storeId: body.storeId }, { what: 'The catalog service' });
    if (!reply.ok) throw reply.status === 404 ? notFound(GRIEVANCE_TEXTS.storeNotFound) : new AppError(reply.status, reply.error, reply.message);
    return { orderId: null, storeId: body.storeId, storeName: reply.name };
  }
  return { orderId: null, storeId: null, storeName: '' };
}
