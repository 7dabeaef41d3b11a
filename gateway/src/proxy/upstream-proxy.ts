import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { EDGE_CACHE_TAGS_HEADER, bodyTooLargeReply, type ServiceName } from '@haat/contracts';
import { GATEWAY_PROOF_HEADER, languageOfRequest, translatedReply, type Logger } from '@haat/server-kit';

// Hop-by-hop headers (RFC 9110 §7.6.1) are for one connection only and never forwarded.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);

function forwardable(headers: IncomingMessage['headers']): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
  return out;
}

/**
 * A client's request headers as they go up: never a proof of its own (GATEWAY_PROOF_HEADER), and
 * with GATEWAY_SECRET, the gateway's, which tells identity this X-Forwarded-For is the gateway's.
 */
function forwardableRequest(headers: IncomingMessage['headers'], gatewaySecret: string | undefined): OutgoingHttpHeaders {
  const out = forwardable(headers);
  delete out[GATEWAY_PROOF_HEADER];
  if (gatewaySecret) out[GATEWAY_PROOF_HEADER] = gatewaySecret;
  return out;
}

/** Internal headers a service sets for the gateway only. */
const INTERNAL_REPLY_HEADERS = [EDGE_CACHE_TAGS_HEADER];

function forwardableReply(headers: IncomingMessage['headers']): OutgoingHttpHeaders {
  const out = forwardable(headers);
  for (const name of INTERNAL_REPLY_HEADERS) delete out[name];
  return out;
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: OutgoingHttpHeaders): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function sendUnavailable(req: IncomingMessage, res: ServerResponse, service: ServiceName, replyHeaders: Record<string, string>, status: number): void {
  if (res.headersSent) return void res.destroy();
  sendJson(res, status, translatedReply({
    success: false,
    error: status === 504 ? 'Service timed out' : 'Service unavailable',
    message: `The ${service} service is not available right now. Please try again shortly.`,
  }, languageOfRequest(req.headers['accept-language'])), { ...replyHeaders, 'retry-after': '5' });
}

/**
 * How long a kept-alive connection to a service may sit idle before the gateway closes it: well
 * under the services' SERVER_KEEP_ALIVE_MS (and HAProxy's 60 s), so the gateway never reuses one
 * the other side is closing. With Node's 5 s default on the services, CI saw such resets (503s).
 */
const UPSTREAM_IDLE_MS = 30_000;

export type ProxyRequest = {
  req: IncomingMessage;
  res: ServerResponse;
  service: ServiceName;
  requestId: string;
  clientIp: string;
  /** Headers the gateway adds to every reply (security, CORS). */
  replyHeaders: Record<string, string>;
  /** The most body bytes this route takes (its service's cap): past it, the gateway answers 413. */
  bodyLimit: number;
  /** Given the upstream reply's head, a function to receive its whole body (to keep it), or null. */
  capture?: (reply: IncomingMessage) => ((body: Buffer) => void) | null;
};

/**
 * Streams a request to its owner service over keep-alive node:http connections and the reply back.
 * `fetch` stays off this path: it costs two thirds of the throughput (docs/toolchain.md).
 *
 * The body goes up counted: a chunked body has no Content-Length to check first, so past the
 * route's `bodyLimit` the gateway stops, answers 413 itself and drops that connection. A connection
 * whose reply came before its body was all written, or was a 413 (a service refusing it), is dropped
 * too: the service may not have read that body, so the next call on it would fail (503). A service
 * refusing a body mid-upload reads on until the gateway stops sending (server-kit's createServiceApp),
 * so its 413 arrives here and is passed on: a service that closed instead would reset this connection
 * (EPIPE) before its reply could be read, a 503. `maxBodyBytes` (MAX_BODY_BYTES) bounds what is
 * read and dropped of a body the gateway refused.
 */
export function createUpstreamProxy(
  urls: Record<ServiceName, string>,
  { timeoutMs, maxBodyBytes, gatewaySecret, logger }: { timeoutMs: number; maxBodyBytes: number; gatewaySecret?: string | undefined; logger: Logger },
) {
  const targets = Object.fromEntries(
    Object.entries(urls).map(([name, url]) => {
      const { hostname, port } = new URL(url);
      return [name, { hostname, port: Number(port) || 80, agent: new http.Agent({ keepAlive: true, maxSockets: 512, maxFreeSockets: 256, timeout: UPSTREAM_IDLE_MS }) }];
    }),
  ) as Record<ServiceName, { hostname: string; port: number; agent: http.Agent }>;

  return function proxy({ req, res, service, requestId, clientIp, replyHeaders, bodyLimit, capture }: ProxyRequest): Promise<void> {
    const target = targets[service];
    return new Promise<void>((resolve) => {
      // Once the client has its answer (or lost it), later upstream errors change nothing.
      let answered = false;
      const done = () => {
        answered = true;
        resolve();
      };
      const headers = forwardableRequest(req.headers, gatewaySecret);
      headers['x-request-id'] = requestId;
      headers['x-forwarded-for'] = clientIp;
      headers['x-forwarded-host'] = req.headers.host ?? '';
      const upstream = http.request(
        { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent: target.agent },
        (reply) => {
          // A reply before the body was all written, or a 413 (the service may not have read it all,
          // and ours close such connections a moment later while saying keep-alive): this connection
          // is closed after the reply instead of going back to the agent.
          if (!upstream.writableFinished || reply.statusCode === 413) {
            upstream.shouldKeepAlive = false;
            stopBody();
          }
          res.writeHead(reply.statusCode ?? 502, { ...forwardableReply(reply.headers), ...replyHeaders, 'x-request-id': requestId });
          const keep = capture?.(reply);
          const chunks: Buffer[] = [];
          if (keep) reply.on('data', (chunk: Buffer) => chunks.push(chunk));
          reply.pipe(res);
          reply.on('end', () => {
            if (keep && reply.complete) keep(Buffer.concat(chunks));
            done();
          });
          reply.on('error', () => {
            res.destroy();
            done();
          });
        },
      );
      // The client left before the whole reply reached it (before any of it, or in the middle):
      // the connection to the service is let go now rather than held until the upstream timeout.
      res.on('close', () => {
        if (answered) return;
        done();
        upstream.destroy();
      });
      upstream.setTimeout(timeoutMs, () => upstream.destroy(Object.assign(new Error('upstream timeout'), { code: 'ETIMEDOUT' })));
      upstream.on('error', (err: NodeJS.ErrnoException) => {
        if (answered) return;
        // What failed, so a 503 the client saw can be told apart: refused, reset (on a kept-alive
        // connection or a new one), timed out.
        logger.warn({ service, method: req.method, path: req.url?.split('?')[0], code: err.code, reusedSocket: upstream.reusedSocket, requestId }, 'upstream request failed');
        sendUnavailable(req, res, service, replyHeaders, err.code === 'ETIMEDOUT' ? 504 : 503);
        done();
      });

      let sent = 0;
      const onData = (chunk: Buffer) => {
        sent += chunk.length;
        if (sent > bodyLimit) return refuse();
        if (!upstream.write(chunk)) req.pause();
      };
      const onDrain = () => req.resume();
      const onEnd = () => upstream.end();
      /**
       * No more of the body goes up. The rest is read and dropped, so the client reads its answer
       * instead of a reset, up to another cap's worth: a client still sending after that is cut off.
       */
      function stopBody() {
        req.off('data', onData).off('end', onEnd);
        upstream.off('drain', onDrain);
        let dropped = 0;
        req.on('data', (chunk: Buffer) => {
          dropped += chunk.length;
          if (dropped > maxBodyBytes) req.socket.destroy();
        });
        req.resume();
      }
      function refuse() {
        stopBody();
        answered = true;
        upstream.destroy();
        sendJson(res, 413, bodyTooLargeReply(bodyLimit), { ...replyHeaders, 'x-request-id': requestId });
        resolve();
      }
      req.on('data', onData).on('end', onEnd);
      upstream.on('drain', onDrain);
      // A client gone mid-body: nothing waits for the service's answer.
      req.on('error', () => {
        if (!answered) upstream.destroy();
      });
    });
  };
}
