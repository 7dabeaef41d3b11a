import { Gauge } from 'prom-client';
import { metricsRegistry } from './registry.ts';

/** A gauge read from `read()` at scrape time (e.g. the gateway's open sockets). */
export function gaugeOf({ name, help, read }: { name: string; help: string; read: () => number }): void {
  metricsRegistry.removeSingleMetric(name); // a second gateway in one test process replaces the first's
  metricsRegistry.registerMetric(new Gauge({
    name, help, registers: [],
    collect() {
      this.set(read());
    },
  }));
}
