import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import type { App, ServiceDeps } from '@haat/server-kit';
import { createTestEnvironment, type TestEnvironment } from '@haat/server-kit/testing';
import type { IdentityConfig } from '../src/config.ts';
import { migrations } from '../src/migrations/index.ts';
import { buildIdentityService, SCHEMA } from '../src/service.ts';
import { chooseMessageAdapters } from '../src/verification/messaging/choose-adapters.ts';
import { createDevOutbox } from '../src/verification/messaging/dev-outbox.ts';
import { MESSAGES_QUEUE, startMessageQueue, type MessageQueue } from '../src/verification/messaging/message-queue.ts';
import { createMsg91Sms, verifyMsg91AccessToken } from '../src/verification/messaging/msg91.ts';
import { DeliveryError, type EmailMessage, type MessageAdapter, type OutgoingMessage, type SmsMessage } from '../src/verification/messaging/outgoing-message.ts';
import { createSmtpMailer } from '../src/verification/messaging/smtp-mailer.ts';
import { loadSecrets } from '../src/verification/secrets.ts';
import { readVerificationSettings } from '../src/verification/verification-config.ts';
import type { VerificationDatabase } from '../src/verification/verification.table.ts';
import { bearer, linkToken, otpIn, post, registerUser, superadminToken, uniquePhone } from './support/verification-kit.ts';

// ---------------------------------------------------------------- local fakes of the providers

type SmtpMessage = { from: string; to: string[]; data: string };

/** Undoes quoted-printable (nodemailer's choice for mostly-ASCII text) so assertions can read the body. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

/**
 * A tiny SMTP server speaking enough of RFC 5321 for one client: EHLO, MAIL, RCPT, DATA, RSET,
 * NOOP, QUIT. `answerData` may return a failure reply (e.g. '451 …') for the next message.
 */
async function startFakeSmtp() {
  const messages: SmtpMessage[] = [];
  const state = { answerData: (): string | null => null };
  const server: TcpServer = createTcpServer((socket) => {
    let buffer = '';
    let inData = false;
    let from = '';
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ESMTP ready');
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          const failure = state.answerData();
          if (failure) reply(failure);
          else {
            messages.push({ from, to, data });
            reply('250 2.0.0 Ok: queued');
          }
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.split(/[ :]/)[0]!.toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250-fake-smtp\r\n250 8BITMIME');
        else if (verb === 'MAIL') {
          from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          to = [];
          reply('250 2.1.0 Ok');
        } else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 Ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 Ok');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
        } else reply('502 5.5.2 Command not recognized');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const bodyOf = (m: SmtpMessage) => {
    const [head = '', ...rest] = m.data.split('\r\n\r\n');
    const body = rest.join('\r\n\r\n');
    return /content-transfer-encoding:\s*quoted-printable/i.test(head) ? decodeQuotedPrintable(body) : body;
  };
  return { url: `smtp://127.0.0.1:${port}`, messages, state, bodyOf, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type RecordedRequest = { method: string; path: string; headers: Record<string, string | string[] | undefined>; body: any };

/** A node:http stand-in for MSG91's API: records every request; answers are scripted per path. */
async function startFakeMsg91() {
  const requests: RecordedRequest[] = [];
  const answers: Record<string, (req: RecordedRequest) => { status: number; body: unknown }> = {
    '/api/v5/flow': () => ({ status: 200, body: { type: 'success', message: '3563686a7a4d303432303935' } }),
    '/api/v5/widget/verifyAccessToken': (req) =>
      req.body['access-token'] === 'widget-ok'
        ? { status: 200, body: { type: 'success', message: '919812300001' } }
        : { status: 400, body: { type: 'error', message: 'invalid token', code: '702' } },
  };
  const server: HttpServer = createHttpServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : null };
      requests.push(recorded);
      const answer = answers[recorded.path]?.(recorded) ?? { status: 404, body: { type: 'error', message: 'not found' } };
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { apiUrl: `http://127.0.0.1:${port}/api/v5`, requests, answers, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// ---------------------------------------------------------------- set-up

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let msg91: Awaited<ReturnType<typeof startFakeMsg91>>;
let env: TestEnvironment;
let deps: ServiceDeps<IdentityConfig>;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  msg91 = await startFakeMsg91();
  env = await createTestEnvironment();
  deps = await env.connect<IdentityConfig>('identity', SCHEMA, migrations);
});
afterAll(async () => {
  await env.cleanup();
  await smtp.close();
  await msg91.close();
});

const email = (to = 'asha@example.in'): EmailMessage => ({ channel: 'email', to, subject: 'Reset your Haat password', text: 'Open http://localhost:8080/reset-password?token=abc — thanks' });
const sms = (to = '+919812300001', otp = '123456'): SmsMessage => ({ channel: 'sms', to, text: `${otp} is your Haat verification code.`, vars: { otp } });

// ---------------------------------------------------------------- adapters

describe('SMTP adapter (nodemailer)', () => {
  it('delivers the message to the SMTP server with sender, recipient, subject, body and a stable Message-ID', async () => {
    const mailer = createSmtpMailer({ url: smtp.url, from: 'Haat <no-reply@haat.test>' });
    const before = smtp.messages.length;
    await mailer.send(email(), 'password-reset-42');
    await mailer.close();
    const received = smtp.messages[before]!;
    expect(received.from).toBe('no-reply@haat.test');
    expect(received.to).toEqual(['asha@example.in']);
    expect(received.data).toMatch(/^Subject: Reset your Haat password$/m);
    expect(received.data).toMatch(/^Message-ID: <password-reset-42@haat\.identity>$/im);
    expect(smtp.bodyOf(received)).toContain('Open http://localhost:8080/reset-password?token=abc — thanks');
  });

  it('classes a 5xx refusal as permanent and a 4xx or an unreachable server as worth retrying', async () => {
    const mailer = createSmtpMailer({ url: smtp.url, from: 'no-reply@haat.test' });
    smtp.state.answerData = () => '550 5.7.1 Message rejected';
    await expect(mailer.send(email(), 'k1')).rejects.toMatchObject({ permanent: true });
    smtp.state.answerData = () => '451 4.3.0 Try again later';
    await expect(mailer.send(email(), 'k2')).rejects.toMatchObject({ permanent: false });
    smtp.state.answerData = () => null;
    await mailer.close();

    const down = createSmtpMailer({ url: `smtp://127.0.0.1:${await closedPort()}`, from: 'no-reply@haat.test', timeoutMs: 1000 });
    const err = await down.send(email(), 'k3').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DeliveryError);
    expect(err).toMatchObject({ permanent: false });
  });
});

describe('MSG91 adapter', () => {
  it('sends the flow API request shape: POST /flow, authkey header, template and recipients with variables', async () => {
    const adapter = createMsg91Sms({ apiUrl: msg91.apiUrl, authKey: 'test-auth-key', templateId: 'tmpl-otp-1' });
    const before = msg91.requests.length;
    await adapter.send(sms('+919812300001', '654321'), 'phone-otp-1');
    const req = msg91.requests[before]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/api/v5/flow');
    expect(req.headers['authkey']).toBe('test-auth-key');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.body).toEqual({ template_id: 'tmpl-otp-1', short_url: '0', recipients: [{ mobiles: '919812300001', otp: '654321' }] });
  });

  it('treats a refusal (even with HTTP 200 and type "error") as permanent, and 5xx, 429 or no answer as worth retrying', async () => {
    const adapter = createMsg91Sms({ apiUrl: msg91.apiUrl, authKey: 'k', templateId: 't' });
    const original = msg91.answers['/api/v5/flow']!;
    try {
      msg91.answers['/api/v5/flow'] = () => ({ status: 200, body: { type: 'error', message: 'Invalid authkey' } });
      await expect(adapter.send(sms(), 'a')).rejects.toMatchObject({ permanent: true, message: 'MSG91 refused the SMS: Invalid authkey' });
      msg91.answers['/api/v5/flow'] = () => ({ status: 401, body: { type: 'error', message: 'Unauthorized' } });
      await expect(adapter.send(sms(), 'b')).rejects.toMatchObject({ permanent: true });
      msg91.answers['/api/v5/flow'] = () => ({ status: 503, body: {} });
      await expect(adapter.send(sms(), 'c')).rejects.toMatchObject({ permanent: false });
      msg91.answers['/api/v5/flow'] = () => ({ status: 429, body: {} });
      await expect(adapter.send(sms(), 'd')).rejects.toMatchObject({ permanent: false });
    } finally {
      msg91.answers['/api/v5/flow'] = original;
    }
    const down = createMsg91Sms({ apiUrl: `http://127.0.0.1:${await closedPort()}/api/v5`, authKey: 'k', templateId: 't' });
    await expect(down.send(sms(), 'e')).rejects.toMatchObject({ permanent: false });
  });

  it('verifies a widget access token with authkey and access-token in the body', async () => {
    const options = { apiUrl: msg91.apiUrl, authKey: 'test-auth-key' };
    expect(await verifyMsg91AccessToken(options, 'widget-ok')).toEqual({ ok: true, phone: '919812300001' });
    const req = msg91.requests.at(-1)!;
    expect(req.path).toBe('/api/v5/widget/verifyAccessToken');
    expect(req.body).toEqual({ authkey: 'test-auth-key', 'access-token': 'widget-ok' });
    expect(await verifyMsg91AccessToken(options, 'widget-bad')).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyMsg91AccessToken({ apiUrl: `http://127.0.0.1:${await closedPort()}/api/v5`, authKey: 'k' }, 'x')).toEqual({ ok: false, reason: 'unavailable' });
  });
});

describe('development outbox adapter', () => {
  it('writes one row per message key, e-mail with its subject and SMS without', async () => {
    const db = deps.db as Kysely<VerificationDatabase>;
    const outbox = createDevOutbox<OutgoingMessage>(db);
    await outbox.send(email('dev@example.in'), 'dev-key-1');
    await outbox.send(email('dev@example.in'), 'dev-key-1'); // a re-run job
    await outbox.send(sms('+919812300009'), 'dev-key-2');
    const rows = await db.selectFrom('outbox_messages').selectAll().where('message_key', 'in', ['dev-key-1', 'dev-key-2']).orderBy('message_key').execute();
    expect(rows.map((r) => [r.channel, r.recipient, r.subject])).toEqual([
      ['email', 'dev@example.in', 'Reset your Haat password'],
      ['sms', '+919812300009', null],
    ]);
  });
});

describe('choosing adapters', () => {
  const db = {} as Kysely<VerificationDatabase>;
  it('uses the development outbox by default, SMTP with SMTP_URL and MSG91 when asked', () => {
    const dev = chooseMessageAdapters(readVerificationSettings({}), { db, nodeEnv: 'development' });
    expect([dev.email.name, dev.sms.name]).toEqual(['development', 'development']);
    const real = chooseMessageAdapters(readVerificationSettings({ SMTP_URL: smtp.url, SMS_PROVIDER: 'msg91', SMS_API_KEY: 'k', SMS_TEMPLATE_ID: 't' }), { db, nodeEnv: 'production' });
    expect([real.email.name, real.sms.name]).toEqual(['smtp', 'msg91']);
    void real.email.close();
  });

  it('refuses MSG91 without its key and template, and the outbox in production', () => {
    expect(() => chooseMessageAdapters(readVerificationSettings({ SMS_PROVIDER: 'msg91' }), { db, nodeEnv: 'development' })).toThrow(/SMS_API_KEY and SMS_TEMPLATE_ID/);
    expect(() => chooseMessageAdapters(readVerificationSettings({ SMTP_URL: smtp.url }), { db, nodeEnv: 'production' })).toThrow(/development outbox/);
    expect(() => loadSecrets(undefined)).toThrow(/OTP_SECRET/);
  });
});

// ---------------------------------------------------------------- the job queue

/** An adapter that records deliveries and can be told to fail. */
function recordingAdapter<M extends OutgoingMessage>() {
  const delivered: { message: M; key: string }[] = [];
  let failures: DeliveryError[] = [];
  const adapter: MessageAdapter<M> & { delivered: typeof delivered; failNext(...errors: DeliveryError[]): void; attempts: number } = {
    name: 'recording',
    delivered,
    attempts: 0,
    failNext(...errors) {
      failures = errors;
    },
    async send(message, key) {
      adapter.attempts++;
      const failure = failures.shift();
      if (failure) throw failure;
      delivered.push({ message, key });
    },
    async close() {},
  };
  return adapter;
}

describe('outgoing message queue (BullMQ)', () => {
  const secrets = loadSecrets('a-test-secret-that-is-long-enough-for-otp');
  let queue: MessageQueue;
  const emailAdapter = recordingAdapter<EmailMessage>();
  const smsAdapter = recordingAdapter<SmsMessage>();

  beforeAll(() => {
    // Its own prefix, so the service's worker on this Redis never takes these jobs.
    queue = startMessageQueue({ redis: deps.redis, prefix: `${env.prefix}:q`, logger: deps.logger, secrets, adapters: { email: emailAdapter, sms: smsAdapter }, backoffMs: 50 });
  });
  afterAll(() => queue.stop());

  it('delivers each channel through its adapter, once per job id even when queued twice', async () => {
    await queue.enqueue(email('once@example.in'), 'once-1');
    await queue.enqueue(email('once@example.in'), 'once-1');
    await queue.enqueue(sms('+919812300002'), 'once-2');
    await vi.waitFor(() => expect(smsAdapter.delivered.some((d) => d.key === 'once-2')).toBe(true));
    await vi.waitFor(() => expect(emailAdapter.delivered.filter((d) => d.key === 'once-1')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 200));
    expect(emailAdapter.delivered.filter((d) => d.key === 'once-1')).toHaveLength(1);
    expect(smsAdapter.delivered.find((d) => d.key === 'once-2')!.message).toEqual(sms('+919812300002'));
  });

  it('retries a transient failure with backoff and stops at a permanent one', async () => {
    emailAdapter.failNext(new DeliveryError('421 busy', { permanent: false }), new DeliveryError('421 busy', { permanent: false }));
    const attemptsBefore = emailAdapter.attempts;
    await queue.enqueue(email('retry@example.in'), 'retry-1');
    await vi.waitFor(() => expect(emailAdapter.delivered.some((d) => d.key === 'retry-1')).toBe(true), { timeout: 5000 });
    expect(emailAdapter.attempts - attemptsBefore).toBe(3);

    smsAdapter.failNext(new DeliveryError('bad template', { permanent: true }));
    const smsAttempts = smsAdapter.attempts;
    await queue.enqueue(sms('+919812300003'), 'permanent-1');
    await vi.waitFor(async () => expect(await deps.redis.hget(`${env.prefix}:q:bull:${MESSAGES_QUEUE}:permanent-1`, 'finishedOn')).toBeTruthy());
    expect(smsAdapter.attempts - smsAttempts).toBe(1);
    expect(await deps.redis.hget(`${env.prefix}:q:bull:${MESSAGES_QUEUE}:permanent-1`, 'failedReason')).toBe('bad template');
  });

  it('keeps the message sealed in Redis: neither the code nor the link is readable there', async () => {
    await queue.enqueue(sms('+919812300004', '987654'), 'sealed-1');
    await vi.waitFor(() => expect(smsAdapter.delivered.some((d) => d.key === 'sealed-1')).toBe(true));
    const data = await deps.redis.hget(`${env.prefix}:q:bull:${MESSAGES_QUEUE}:sealed-1`, 'data');
    expect(data).toBeTruthy();
    expect(data).not.toContain('987654');
    expect(data).not.toContain('verification code');
    expect(() => secrets.unseal(`${JSON.parse(data!).sealed.slice(0, -4)}AAAA`)).toThrow();
  });
});

// ---------------------------------------------------------------- the service with real providers

const mailTo = (to: string) => smtp.messages.filter((m) => m.to.includes(to));

describe('identity service with SMTP and MSG91 configured', () => {
  let realEnv: TestEnvironment;
  let realDeps: ServiceDeps<IdentityConfig>;
  let app: App;

  beforeAll(async () => {
    realEnv = await createTestEnvironment();
    realDeps = await realEnv.connect<IdentityConfig>('identity', SCHEMA, migrations, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Haat <no-reply@haat.test>',
      PUBLIC_URL: 'https://haat.example.in',
      SMS_PROVIDER: 'msg91',
      SMS_API_URL: msg91.apiUrl,
      SMS_API_KEY: 'test-auth-key',
      SMS_TEMPLATE_ID: 'tmpl-otp-1',
      SMS_WIDGET_ID: 'widget-123',
      SMS_WIDGET_TOKEN: 'widget-token-abc',
      OTP_SECRET: 'another-test-secret-long-enough-for-hmac',
    });
    app = await buildIdentityService(realDeps);
  });
  afterAll(() => realEnv.cleanup());

  it('mails the reset link through SMTP, pointing at PUBLIC_URL', async () => {
    const user = await registerUser(app);
    expect((await app.request('/api/auth/forgot-password', post({ email: user.user.email }))).status).toBe(200);
    const mail = await vi.waitFor(() => {
      const found = mailTo(user.user.email).find((m) => /Reset your Haat password/.test(m.data));
      if (!found) throw new Error('not yet');
      return found;
    }, { timeout: 10_000 });
    expect(mail.from).toBe('no-reply@haat.test');
    const token = linkToken(smtp.bodyOf(mail), 'https://haat\\.example\\.in/reset-password');
    const res = await app.request('/api/auth/reset-password', post({ token, password: 'new-secret', confirmPassword: 'new-secret' }));
    expect(res.status).toBe(200);
    // The sign-up's verification e-mail went through SMTP as well.
    await vi.waitFor(() => expect(mailTo(user.user.email).some((m) => /Confirm your e-mail address/.test(m.data))).toBe(true));
  });

  it('texts the OTP through MSG91 and verifies it', async () => {
    const user = await registerUser(app);
    const phone = uniquePhone();
    const before = msg91.requests.length;
    expect((await app.request('/api/verification/send-otp', post({ phone }, bearer(user.token)))).status).toBe(200);
    const request = await vi.waitFor(() => {
      const found = msg91.requests.slice(before).find((r) => r.path === '/api/v5/flow' && r.body.recipients[0].mobiles === `91${phone}`);
      if (!found) throw new Error('not yet');
      return found;
    }, { timeout: 10_000 });
    expect(request.body.template_id).toBe('tmpl-otp-1');
    const code = otpIn(request.body.recipients[0].otp);
    const res = await app.request('/api/verification/verify-otp', post({ phone, otp: code }, bearer(user.token)));
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).data.accessToken).toBeUndefined();
  });

  it('serves the widget config without the API key and verifies widget tokens with MSG91', async () => {
    const config = await app.request('/api/verification/widget-config');
    const body = await config.text();
    expect(JSON.parse(body)).toEqual({ success: true, data: { provider: 'msg91', enabled: true, widgetId: 'widget-123', tokenAuth: 'widget-token-abc' } });
    expect(body).not.toContain('test-auth-key');

    const user = await registerUser(app);
    const ok = await app.request('/api/verification/verify-token', post({ token: 'widget-ok' }, bearer(user.token)));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ data: { phone: '+919812300001', phoneVerified: true } });
    const bad = await app.request('/api/verification/verify-token', post({ token: 'widget-bad' }, bearer(user.token)));
    expect(bad.status).toBe(400);
  });

  it('has no development outbox: 404 even for the superadmin, and nothing written to the table', async () => {
    const admin = await superadminToken(app, realDeps);
    expect((await app.request('/api/verification/dev-outbox', { headers: bearer(admin) })).status).toBe(404);
    expect((await app.request('/api/verification/dev-outbox')).status).toBe(404);
    const rows = await (realDeps.db as Kysely<VerificationDatabase>).selectFrom('outbox_messages').select('id').execute();
    expect(rows).toEqual([]);
  });
});
