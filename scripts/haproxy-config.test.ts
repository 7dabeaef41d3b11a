import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GATEWAY_COOKIE, haproxyConfig } from './haproxy-config.ts';
import { haproxyAvailable, scaledPorts } from './scaled-stack.ts';

const ports = scaledPorts(4300, 2);
const config = haproxyConfig({
  gateways: { name: 'gateways', listenPort: 8091, serverPorts: ports.gateways },
  services: [
    { name: 'identity', listenPort: ports.serviceFrontend(0), serverPorts: ports.serviceInstances(0) },
    { name: 'order', listenPort: ports.serviceFrontend(2), serverPorts: ports.serviceInstances(2) },
  ],
});

describe('the scaled stack\'s haproxy.cfg', () => {
  it('lays ports out without overlap: frontends where one instance would listen, instances and gateways by tens', () => {
    expect([0, 1, 2, 3, 4, 5].map(ports.serviceFrontend)).toEqual([4301, 4302, 4303, 4304, 4305, 4306]);
    expect(ports.serviceInstances(2)).toEqual([4313, 4323]);
    expect(ports.gateways).toEqual([4310, 4320]);
    const all = [...[0, 1, 2, 3, 4, 5].flatMap((i) => [ports.serviceFrontend(i), ...ports.serviceInstances(i)]), ...ports.gateways];
    expect(new Set(all).size).toBe(all.length);
  });

  it('pins a browser to one gateway by cookie and spreads a service\'s calls round robin, naming who served', () => {
    const gateways = config.slice(config.indexOf('backend gateways'), config.indexOf('frontend identity'));
    expect(gateways).toContain(`cookie ${GATEWAY_COOKIE} insert indirect nocache`);
    expect(gateways).toContain('server gw1 127.0.0.1:4310 cookie gw1');
    expect(gateways).toContain('server gw2 127.0.0.1:4320 cookie gw2');
    expect(gateways).toContain('X-Haat-Gateway %[srv_name]');
    const order = config.slice(config.indexOf('frontend order'));
    expect(order).toContain('bind 127.0.0.1:4303');
    expect(order).toContain('balance roundrobin');
    expect(order).toContain('option httpchk GET /health');
    expect(order).toContain('server order1 127.0.0.1:4313');
    expect(order).toContain('server order2 127.0.0.1:4323');
    expect(order).toContain('X-Haat-Instance %[srv_name]');
  });

  it.skipIf(!haproxyAvailable())('is a configuration HAProxy itself accepts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'haproxy-cfg-test-'));
    try {
      writeFileSync(path.join(dir, 'haproxy.cfg'), config);
      const check = spawnSync('haproxy', ['-c', '-f', path.join(dir, 'haproxy.cfg')], { encoding: 'utf8' });
      expect(check.stderr).not.toContain('ALERT');
      expect(check.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
