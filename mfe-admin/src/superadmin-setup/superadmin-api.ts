import { api } from '@haat/web-kit';
import type { SuperadminSetupBody } from '@haat/contracts';
import { readSetupAvailable } from '@haat/contracts/admin-reply';
import { replyData } from '@haat/contracts/reply-fields';

/** The setup form: the body's fields, the phone too (the form always shows it). */
export type SuperadminSetupForm = Required<SuperadminSetupBody>;

/** GET /auth/superadmin-setup → whether the one superadmin account can still be created. */
export async function fetchSetupAvailable(signal?: AbortSignal): Promise<boolean> {
  const reply = await api.get<unknown>('/auth/superadmin-setup', { signal });
  return readSetupAvailable(replyData(reply));
}

export async function createSuperadmin(body: SuperadminSetupBody): Promise<void> {
  await api.post('/auth/superadmin-setup', body, { retry: false });
}
