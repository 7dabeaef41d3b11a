import { DeliveryError, type MessageAdapter, type SmsMessage } from './outgoing-message.ts';

type Msg91Options = { apiUrl: string; authKey: string; templateId: string; timeoutMs?: number };

/** MSG91 wants the country code without the plus: +919876543210 → 919876543210. */
const msg91Mobile = (phone: string) => phone.replace(/^\+/, '');

type Msg91Reply = { type?: string; message?: unknown };

async function readReply(res: Response): Promise<Msg91Reply> {
  try {
    return (await res.json()) as Msg91Reply;
  } catch {
    return {};
  }
}

/**
 * SMS through MSG91's flow API: POST {apiUrl}/flow with the `authkey` header and
 * `{ template_id, short_url, recipients: [{ mobiles, ...vars }] }`. MSG91 may answer 200 with
 * `type: "error"`, so the body decides, not only the status.
 */
export function createMsg91Sms({ apiUrl, authKey, templateId, timeoutMs = 10_000 }: Msg91Options): MessageAdapter<SmsMessage> {
  return {
    name: 'msg91',
    async send(message) {
      let res: Response;
      try {
        res = await fetch(`${apiUrl.replace(/\/$/, '')}/flow`, {
          method: 'POST',
          headers: { authkey: authKey, accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify({ template_id: templateId, short_url: '0', recipients: [{ mobiles: msg91Mobile(message.to), ...message.vars }] }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new DeliveryError(`MSG91 unreachable: ${(err as Error).message}`, { permanent: false });
      }
      const reply = await readReply(res);
      if (res.ok && reply.type !== 'error') return;
      const detail = typeof reply.message === 'string' ? reply.message : `HTTP ${res.status}`;
      // 5xx and 429 pass; any other refusal (bad key, template, number) will be refused again.
      const transient = res.status >= 500 || res.status === 429;
      throw new DeliveryError(`MSG91 refused the SMS: ${detail}`, { permanent: !transient });
    },
    async close() {},
  };
}

export type WidgetCheck = { ok: true; phone: string } | { ok: false; reason: 'invalid' | 'unavailable' };

/**
 * Checks an access token that MSG91's OTP widget gave the browser:
 * POST {apiUrl}/widget/verifyAccessToken `{ authkey, "access-token" }`. On success MSG91 answers
 * `{ type: "success", message: "<verified mobile>" }`; the phone is returned as MSG91 wrote it.
 */
export async function verifyMsg91AccessToken({ apiUrl, authKey, timeoutMs = 10_000 }: Omit<Msg91Options, 'templateId'>, token: string): Promise<WidgetCheck> {
  let res: Response;
  try {
    res = await fetch(`${apiUrl.replace(/\/$/, '')}/widget/verifyAccessToken`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ authkey: authKey, 'access-token': token }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
  if (res.status >= 500) return { ok: false, reason: 'unavailable' };
  const reply = await readReply(res);
  if (!res.ok || reply.type !== 'success' || typeof reply.message !== 'string') return { ok: false, reason: 'invalid' };
  return { ok: true, phone: reply.message };
}
