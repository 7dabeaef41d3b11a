import { vi } from 'vitest';
import { checkDocumentedReply } from './documented-replies.ts';

type FetchInput = Parameters<typeof fetch>[0];

/**
 * The integration suite's setup (vitest.config.ts): every reply a test receives from an /api call is
 * checked against its OpenAPI documentation, whether the test calls a service app in process
 * (`app.request`, the Hono apps' test entry) or a gateway or service over HTTP (`fetch` to this
 * machine). Served traffic (`app.fetch`) is left alone: the services behave exactly as in production.
 */
vi.mock('hono', async (importOriginal) => {
  const hono = await importOriginal<typeof import('hono')>();
  class CheckedHono extends hono.Hono {
    constructor(...args: ConstructorParameters<typeof hono.Hono>) {
      super(...args);
      const request = this.request;
      this.request = (async (input: FetchInput, init?: RequestInit, ...rest: unknown[]) => {
        const res = await (request as (...a: unknown[]) => Response | Promise<Response>)(input, init, ...rest);
        const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
        await checkDocumentedReply(method, input instanceof Request ? input.url : String(input), res);
        return res;
      }) as typeof this.request;
    }
  }
  return { ...hono, Hono: CheckedHono };
});

const LOCAL = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/api\//;
const fetchOriginal = globalThis.fetch;
globalThis.fetch = async (input: FetchInput, init?: RequestInit) => {
  const res = await fetchOriginal(input, init);
  const url = input instanceof Request ? input.url : String(input);
  // Only our own apps' replies (they all carry a request id): not a fake provider's (SMS, payments) on this
  // machine, nor a redirect followed elsewhere.
  if (LOCAL.test(url) && !res.redirected && res.headers.has('x-request-id')) await checkDocumentedReply(init?.method ?? (input instanceof Request ? input.method : 'GET'), url, res);
  return res;
};
