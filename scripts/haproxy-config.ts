/**
 * The haproxy.cfg of a scaled stack: one public frontend that spreads browsers over the gateways
 * (sticky by cookie, because socket.io's long-polling must reach the gateway that holds its session;
 * a websocket is a tunnel and stays where it opened), and one internal frontend per service that
 * spreads the gateway's calls over that service's instances round robin (services keep no session).
 * Every reply names the instance that served it (X-Haat-Gateway, X-Haat-Instance) so tests and
 * operators can see the spread.
 */
export type HaproxyPool = { name: string; listenPort: number; serverPorts: number[] };

/** The cookie that pins a browser to one gateway; its value is the gateway's server name (gw1, gw2, …). */
export const GATEWAY_COOKIE = 'HAAT_GW';
export const gatewayServerName = (index: number) => `gw${index + 1}`;
export const instanceServerName = (service: string, index: number) => `${service}${index + 1}`;

const DEFAULTS = `global
  # Well under the usual open-file limit (HAProxy needs about two descriptors a connection).
  maxconn 4096

defaults
  mode http
  option redispatch
  # Only a failed connection is retried elsewhere: a request that reached a service (an order) is never sent twice.
  retries 3
  timeout connect 3s
  timeout client 65s
  timeout server 65s
  timeout tunnel 1h
  timeout http-keep-alive 60s
  timeout http-request 15s
`;

/**
 * Checks every second; a server that fails twice is taken out until it answers again. Gateways get a
 * connect check (an HTTP one would count against the rate limit of HAProxy's own address).
 */
const CHECK = 'check inter 1s fall 2 rise 1';

export function haproxyConfig({ gateways, services, host = '127.0.0.1' }: { gateways: HaproxyPool; services: HaproxyPool[]; host?: string }): string {
  const gatewaySection = `
frontend public
  bind ${host}:${gateways.listenPort}
  option forwardfor
  default_backend gateways

backend gateways
  balance roundrobin
  cookie ${GATEWAY_COOKIE} insert indirect nocache httponly
  http-response set-header X-Haat-Gateway %[srv_name]
${gateways.serverPorts.map((port, i) => `  server ${gatewayServerName(i)} ${host}:${port} cookie ${gatewayServerName(i)} ${CHECK}`).join('\n')}
`;
  const serviceSections = services.map((service) => `
frontend ${service.name}
  bind ${host}:${service.listenPort}
  default_backend ${service.name}_instances

backend ${service.name}_instances
  balance roundrobin
  option httpchk GET /health
  http-response set-header X-Haat-Instance %[srv_name]
${service.serverPorts.map((port, i) => `  server ${instanceServerName(service.name, i)} ${host}:${port} ${CHECK}`).join('\n')}
`);
  return [DEFAULTS, gatewaySection, ...serviceSections].join('');
}
