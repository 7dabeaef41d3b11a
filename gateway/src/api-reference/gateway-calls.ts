import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeaders } from '../middleware/security-headers.ts';
import { buildServedDocument } from './openapi-document.ts';
import { loadReferenceAssets, REFERENCE_PAGE, REFERENCE_PAGE_CSP } from './reference-page.ts';

/** How long browsers and proxies may keep the document and the renderer's files (they change with a release). */
const CACHE = 'public, max-age=300';

type Send = (status: number, body: string | Buffer, headers: Record<string, string>) => void;

/**
 * The calls the gateway answers itself (route table owner 'gateway'): /api/ping, the OpenAPI
 * document /api/openapi.json and the reference page /api/docs with its files. Built once at start.
 */
export function createGatewayCalls() {
  const document = buildServedDocument();
  const assets = loadReferenceAssets();
  const page = Buffer.from(REFERENCE_PAGE);
  // The page and its files are documents, not API answers: the site's page headers with the page's own CSP.
  const pageHeaders = { ...securityHeaders, 'content-security-policy': REFERENCE_PAGE_CSP };

  return function answer(req: IncomingMessage, res: ServerResponse, path: string, replyHeaders: Record<string, string>): void {
    const send: Send = (status, body, headers) => {
      res.writeHead(status, { ...replyHeaders, ...headers, 'content-length': Buffer.byteLength(body) });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const json = (status: number, body: unknown) => send(status, JSON.stringify(body), { 'content-type': 'application/json' });
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    if (path === '/api/ping') return json(200, { success: true, data: { status: 'ok', time: new Date().toISOString() } });
    if (path === '/api/openapi.json' && isRead) {
      if (req.headers['if-none-match'] === document.etag) return send(304, '', { etag: document.etag, 'cache-control': CACHE });
      return send(200, document.text, { 'content-type': 'application/json', etag: document.etag, 'cache-control': CACHE });
    }
    if (path === '/api/docs' && isRead) return send(200, page, { ...pageHeaders, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    const asset = isRead ? assets.get(path) : undefined;
    if (asset) return send(200, asset.body, { ...pageHeaders, 'content-type': asset.contentType, 'cache-control': CACHE });
    return json(404, { success: false, error: 'Not found', message: `Resource not found: ${path}` });
  };
}
