import type { MiddlewareHandler } from 'hono';
import { languageOfRequest, SOURCE_LANGUAGE, translateText } from './server-texts.ts';

type Reply = { error?: unknown; message?: unknown; [key: string]: unknown };

/**
 * A reply body with its `message` in `language`; the same object when nothing changed. `error` stays
 * the spec's English: the short text a client tells one refusal from another by (a ban, an e-mail
 * already registered), which must not change with the reader's language; people read `message`.
 */
export function translatedReply<T>(body: T, language: string): T {
  if (language === SOURCE_LANGUAGE || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  const reply = body as Reply;
  if (typeof reply.message !== 'string') return body;
  const message = translateText(reply.message, language);
  return (message === reply.message ? body : { ...reply, message }) as T;
}

/**
 * A reply's text for people (`message`) in the language the request asks for
 * (Accept-Language), after the handler or the error handler wrote them in English. Only replies that
 * carry such a text are read again: errors, and the results of changes (a GET's data holds none). An
 * English request is left exactly as it was built.
 */
export const translateReplies: MiddlewareHandler = async (c, next) => {
  await next();
  const language = languageOfRequest(c.req.header('accept-language'));
  if (language === SOURCE_LANGUAGE) return;
  if (c.req.method === 'GET' && c.res.status < 400) return;
  if (!c.res.headers.get('content-type')?.includes('application/json')) return;
  const reply: unknown = await c.res.clone().json().catch(() => null);
  const translated = translatedReply(reply, language);
  if (translated === reply) return;
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  headers.set('content-language', language);
  const status = c.res.status;
  // Cleared first: Hono copies a replaced reply's headers onto the new one, the old length among them.
  c.res = undefined;
  c.res = new Response(JSON.stringify(translated), { status, headers });
};
