import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { natsConfigFiles } from './nats-config-files.ts';
import { NATS_ACCESS, NATS_APPS, natsPermissions, type NatsApp } from './nats-permissions.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const sourceDir = (app: NatsApp) => path.join(ROOT, app === 'gateway' ? 'gateway/src' : `services/${app}/src`);

/** The non-test sources of one app, as one text. */
function sourcesOf(app: NatsApp): string {
  const dir = sourceDir(app);
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
}
const matches = (text: string, pattern: RegExp) => [...new Set([...text.matchAll(pattern)].map((m) => m[1]!))].toSorted();

describe('the NATS permission table (nats-permissions.ts)', () => {
  it('the committed nats-server configurations are the ones generated from it (npm run nats:config)', () => {
    for (const [file, text] of Object.entries(natsConfigFiles())) expect(readFileSync(path.join(ROOT, file), 'utf8'), file).toBe(text);
  });

  it.each(NATS_APPS)('%s: every RPC its code names is one it asks or answers, and its durables are the table\'s', (app) => {
    const code = sourcesOf(app);
    const access = NATS_ACCESS[app];
    const named = matches(code, /subjects\.rpc\.(\w+)/g);
    expect(named.filter((rpc) => !access.asks.includes(rpc as never) && !access.answers.includes(rpc as never))).toEqual([]);
    expect(matches(code, /_CONSUMER = '([^']+)'/g)).toEqual(access.durables.toSorted());
  });

  it.each(NATS_APPS)('%s: every other subject its code names is one the table gives it', (app) => {
    const access = NATS_ACCESS[app];
    // What the table gives for each subject of contracts' subjects() besides the RPCs and the event stream.
    const given: Record<string, boolean> = {
      realtimeUser: Boolean(access.pushesToUsers || access.hearsPushes),
      realtimeAll: Boolean(access.pushesToUsers || access.hearsPushes),
      edgeCacheInvalidate: Boolean(access.invalidatesEdgeCache || access.hearsEdgeCacheInvalidations),
      sessionEnded: Boolean(access.endsSessions || access.hearsSessionEnds),
    };
    const named = matches(sourcesOf(app), /subjects\.(\w+)/g).filter((name) => !['rpc', 'event', 'events', 'eventStream'].includes(name));
    expect(named.filter((name) => !given[name])).toEqual([]);
  });

  it.each(NATS_APPS)('%s: the events its code records are the ones it owns', (app) => {
    const code = sourcesOf(app);
    // enqueueEvent/eventInsert calls, and chat's one statement that writes its outbox row itself.
    const recorded = matches(code, /(?:enqueueEvent|eventInsert)\(\w+(?: as never)?, '([\w.]+)'/g);
    const inSql = matches(code, /outboxId\}, '([\w.]+)'/g);
    expect([...recorded, ...inSql].toSorted()).toEqual(NATS_ACCESS[app].owns.toSorted());
  });

  it('each RPC has one answering app, and no app publishes on another\'s RPC subject unless it asks it', () => {
    const answerers = NATS_APPS.flatMap((app) => NATS_ACCESS[app].answers);
    expect(new Set(answerers).size).toBe(answerers.length);
    const chatSenders = NATS_APPS.filter((app) => natsPermissions(app, 'haat').publish.includes('haat.rpc.chat.send'));
    expect(chatSenders).toEqual(['gateway']);
  });

  it('gives no app a wildcard over the JetStream API, another app\'s inbox, or the whole subject space', () => {
    for (const app of NATS_APPS) {
      const { publish, subscribe } = natsPermissions(app, 'haat');
      for (const subject of [...publish, ...subscribe]) expect(subject, app).not.toMatch(/^(>|\$JS\.API\.>|_INBOX\.>|haat\.>|haat\.events\.>)$/);
      expect(subscribe.filter((s) => s.startsWith('_INBOX.')), app).toEqual([`_INBOX.${app}.>`]);
    }
  });
});
