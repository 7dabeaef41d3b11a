import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsText, type Logger } from '@haat/server-kit';

export type MetricsServer = { port: number | null; close(): Promise<void> };

/**
 * The gateway's /metrics on a port of its own (loopback by default), never on the public port:
 * what the public port answers is for the internet, and request counts by route are not.
 * A port already taken only costs the metrics (logged), never the gateway.
 */
export async function startMetricsServer({ port, host, logger }: { port: number; host: string; logger: Logger }): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    metricsText().then(
      ({ body, contentType }) => res.writeHead(200, { 'content-type': contentType }).end(body),
      (err: unknown) => {
        logger.warn({ err: String(err) }, 'metrics could not be collected');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable');
      },
    );
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (err) => {
      logger.warn({ err: String(err) }, `gateway metrics could not listen on ${host}:${port}; /metrics is off`);
      resolve(false);
    });
    server.listen(port, host, () => resolve(true));
  });
  if (!listening) return { port: null, close: async () => {} };
  const bound = (server.address() as AddressInfo).port;
  logger.info(`gateway metrics on http://${host}:${bound}/metrics`);
  return { port: bound, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
