import { api } from '@haat/web-kit';
import type { ApiSuccess, DeliveryPartner, InvitePartnerBody, UpdatePartnerBody } from '@haat/contracts';

/** The seller's store is the server's to find (a seller has one): no store id is sent. */
const partnerPath = (partnerId = '', action = '') =>
  `/delivery-partners${partnerId ? `/${encodeURIComponent(partnerId)}` : ''}${action ? `/${action}` : ''}`;

type Message = { message?: string };
const messageOf = (reply: Message): string | null => (typeof reply.message === 'string' && reply.message ? reply.message : null);

/** GET /delivery-partners: the store's partners (invited, active, inactive), newest first. */
export async function fetchDeliveryPartners(signal?: AbortSignal): Promise<DeliveryPartner[]> {
  const reply = await api.get<ApiSuccess<DeliveryPartner[]>>(partnerPath(), { signal });
  return Array.isArray(reply.data) ? reply.data : [];
}

/** POST /delivery-partners: the new membership, with the invitation link's path and expiry. */
export async function invitePartner(body: InvitePartnerBody): Promise<{ partner: DeliveryPartner; message: string | null }> {
  const reply = await api.post<ApiSuccess<DeliveryPartner, Message>>(partnerPath(), body, { retry: false });
  return { partner: reply.data, message: messageOf(reply) };
}

/** PUT /delivery-partners/:id: the store's record of the rider, isActive, or renewInvite for a new link. */
export async function updatePartner(partnerId: string, body: UpdatePartnerBody): Promise<DeliveryPartner> {
  return (await api.put<ApiSuccess<DeliveryPartner>>(partnerPath(partnerId), body, { retry: false })).data;
}

/** DELETE /delivery-partners/:id; 409 while the partner holds open deliveries of the store. */
export async function removePartner(partnerId: string): Promise<string | null> {
  return messageOf(await api.delete<ApiSuccess<unknown, Message>>(partnerPath(partnerId), { retry: false }));
}

/** POST /delivery-partners/:id/cash-handover: every collected amount of the partner, settled. */
export async function receiveCash(partnerId: string): Promise<{ amount: number; orders: number; message: string | null }> {
  const reply = await api.post<ApiSuccess<{ amount: number; orders: number }, Message>>(partnerPath(partnerId, 'cash-handover'), undefined, { retry: false });
  return { ...reply.data, message: messageOf(reply) };
}
