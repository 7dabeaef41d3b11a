import { api } from '@haat/web-kit';
import type { DeliveryPartner, InvitePartnerBody, UpdatePartnerBody } from '@haat/contracts';
import { readCashHandover, readDeliveryPartner, readDeliveryPartners } from '@haat/contracts/delivery-partner-reply';
import { replyData, replyMessage } from '@haat/contracts/reply-fields';

/** The seller's store is the server's to find (a seller has one): no store id is sent. */
const partnerPath = (partnerId = '', action = '') =>
  `/delivery-partners${partnerId ? `/${encodeURIComponent(partnerId)}` : ''}${action ? `/${action}` : ''}`;

/** GET /delivery-partners: the store's partners (invited, active, inactive), newest first. */
export async function fetchDeliveryPartners(signal?: AbortSignal): Promise<DeliveryPartner[]> {
  return readDeliveryPartners(replyData(await api.get<unknown>(partnerPath(), { signal })));
}

/** POST /delivery-partners: the new membership, with the invitation link's path and expiry. */
export async function invitePartner(body: InvitePartnerBody): Promise<{ partner: DeliveryPartner; message: string | null }> {
  const reply = await api.post<unknown>(partnerPath(), body, { retry: false });
  return { partner: readDeliveryPartner(replyData(reply)), message: replyMessage(reply) };
}

/** PUT /delivery-partners/:id: the store's record of the rider, isActive, or renewInvite for a new link. */
export async function updatePartner(partnerId: string, body: UpdatePartnerBody): Promise<DeliveryPartner> {
  return readDeliveryPartner(replyData(await api.put<unknown>(partnerPath(partnerId), body, { retry: false })));
}

/** DELETE /delivery-partners/:id; 409 while the partner holds open deliveries of the store. */
export async function removePartner(partnerId: string): Promise<string | null> {
  return replyMessage(await api.delete<unknown>(partnerPath(partnerId), { retry: false }));
}

/** POST /delivery-partners/:id/cash-handover: every collected amount of the partner, settled. */
export async function receiveCash(partnerId: string): Promise<{ amount: number; orders: number; message: string | null }> {
  const reply = await api.post<unknown>(partnerPath(partnerId, 'cash-handover'), undefined, { retry: false });
  return { ...readCashHandover(replyData(reply)), message: replyMessage(reply) };
}
