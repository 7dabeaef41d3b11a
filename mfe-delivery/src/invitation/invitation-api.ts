import { api } from '@haat/web-kit';
import type { AuthReply, DeliveryInvitation, DeliveryProfile, RegisterPartnerBody } from '@haat/contracts';
import { readDeliveryInvitation, readDeliveryProfile } from '@haat/contracts/delivery-partner-reply';
import { replyData, replyMessage } from '@haat/contracts/reply-fields';

const invitationPath = (code: string) => `/delivery-partners/invitations/${encodeURIComponent(code)}`;

/** GET /delivery-partners/invitations/:code (no sign-in needed): the store, the invited name and phone ending. */
export async function fetchInvitation(code: string, signal?: AbortSignal): Promise<DeliveryInvitation> {
  return readDeliveryInvitation(replyData(await api.get<unknown>(invitationPath(code), { signal })));
}

/**
 * POST /delivery-partners/register: a new delivery partner account made with the invitation. The
 * reply is a sign-in reply (token and user) with the server's welcome text.
 */
export async function registerDeliveryPartner(body: RegisterPartnerBody): Promise<{ auth: AuthReply; message: string | null }> {
  const reply = await api.post<AuthReply & { message?: string }>('/delivery-partners/register', body, { retry: false });
  return { auth: reply, message: typeof reply.message === 'string' && reply.message ? reply.message : null };
}

/** POST /delivery-partners/invitations/:code/accept (signed in as a delivery partner): the profile with the new store. */
export async function acceptInvitation(code: string): Promise<{ profile: DeliveryProfile; message: string | null }> {
  const reply = await api.post<unknown>(`${invitationPath(code)}/accept`, undefined, { retry: false });
  return { profile: readDeliveryProfile(replyData(reply)), message: replyMessage(reply) };
}
