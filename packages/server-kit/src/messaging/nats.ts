import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager, StorageType, RetentionPolicy, type JetStreamManager } from '@nats-io/jetstream';
import type { Subjects } from '@haat/contracts';

export type { NatsConnection };

/** An app's NATS account; absent: connect without credentials (local development and tests). */
export type NatsCredentials = { user: string; password: string };

/** The inbox an app's replies come to: its own, so its NATS account may read those and no other app's. */
export const inboxPrefixOf = (user: string) => `_INBOX.${user}`;

export async function connectNats({ url, name, credentials }: { url: string; name: string; credentials?: NatsCredentials | undefined }): Promise<NatsConnection> {
  // After the first connection the client reconnects on its own, forever.
  // noAsyncTraces: no Error made ahead of every request and publish for its stack trace (a few % of a
  // checkout's CPU); requestRpc names what did not answer in its own error.
  return connect({
    servers: url, name, maxReconnectAttempts: -1, reconnectTimeWait: 1000, timeout: 3000, noAsyncTraces: true,
    ...(credentials ? { user: credentials.user, pass: credentials.password, inboxPrefix: inboxPrefixOf(credentials.user) } : {}),
  });
}

/** The credentials a process's configuration gives (NATS_USER defaults to the app's name), or none. */
export function natsCredentialsOf(config: { NATS_USER?: string | undefined; NATS_PASSWORD?: string | undefined }, name: string): NatsCredentials | undefined {
  return config.NATS_PASSWORD ? { user: config.NATS_USER ?? name, password: config.NATS_PASSWORD } : undefined;
}

const TWO_MINUTES_NS = 120 * 1_000_000_000;

/** The one stream of domain events. File storage; duplicates (same Nats-Msg-Id) dropped for 2 minutes. */
export async function ensureEventStream(nc: NatsConnection, subjects: Subjects): Promise<JetStreamManager> {
  const jsm = await jetstreamManager(nc);
  const config = {
    name: subjects.eventStream,
    subjects: [subjects.events],
    storage: StorageType.File,
    retention: RetentionPolicy.Limits,
    duplicate_window: TWO_MINUTES_NS,
    max_age: 30 * 24 * 3600 * 1_000_000_000,
  };
  try {
    await jsm.streams.info(subjects.eventStream);
  } catch {
    await jsm.streams.add(config).catch(async (err: unknown) => {
      // Another process created it between our check and add.
      await jsm.streams.info(subjects.eventStream).catch(() => {
        throw err;
      });
    });
  }
  return jsm;
}
