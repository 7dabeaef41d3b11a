import { api } from '@haat/web-kit';
import type { ApiSuccess, AuthReply, DeliveryInvitation, DeliveryProfile, RegisterPartnerBody } from '@haat/contracts';

const invitationPath = (code: string) => `/delivery-partners/invitations/${encodeURIComponent(code)}`;

/** GET /delivery-partners/invitations/:code (no sign-in needed): the store, the invited name and phone ending. */
export async function fetchInvitation(code: string, signal?: AbortSignal): Promise<DeliveryInvitation> {
  return (await api.get<ApiSuccess<DeliveryInvitation>>(invitationPath(code), { signal })).data;
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
  const reply = await api.post<ApiSuccess<DeliveryProfile, { message?: string }>>(`${invitationPath(code)}/accept`, undefined, { retry: false });
  return { profile: reply.data, message: typeof reply.message === 'string' && reply.message ? reply.message : null };
}
