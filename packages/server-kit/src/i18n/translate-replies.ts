import type { MiddlewareHandler } from 'hono';
import { languageOfRequest, SOURCE_LANGUAGE, translateText } from './server-texts.ts';

type Reply = { error?: unknown; message?: unknown; [key: string]: unknown };

/** A reply body with its `error` and `message` in `language`; the same object when nothing changed. */
export function translatedReply<T>(body: T, language: string): T {
  if (language === SOURCE_LANGUAGE || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  const reply = body as Reply;
  let translated: Reply | null = null;
  for (const key of ['error', 'message'] as const) {
    const text = reply[key];
    if (typeof text !== 'string') continue;
    const inLanguage = translateText(text, language);
    if (inLanguage !== text) (translated ??= { ...reply })[key] = inLanguage;
  }
  return (translated ?? body) as T;
}

/**
 * A reply's texts for people (`error`, `message`) in the language the request asks for
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
