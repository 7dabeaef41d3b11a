import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { dropTestWorld } from '@haat/server-kit/testing';
import { waitUntilReady } from '../../scripts/stack.ts';
import { services } from '@haat/contracts';
import { api, autocannon, root, startBenchStack, startChild, type Result } from '../common/stack-helpers.ts';
import { Client } from 'pg';
import { openSocket } from '../common/open-socket.ts';
import { measureDelivery, type DeliveryFigures, type LoadConversation } from './chat-load.ts';
import { cpuPerRequest, processesOn, sampleCpu, type CpuPerRequest } from '../common/process-cpu.ts';

/**
 * `npm run bench:chat` (issue 12, "Speed"): a message's trip from one side's socket to the other
 * side's, through the gateway, the chat service (stored, then pushed over NATS) and back, at 500
 * messages a second over 200 open conversations (one store's seller and 200 buyers); next to it in
 * the same run, socket.io's own echo over the same sockets' shape. Then `GET /api/chats/unread`
 * with autocannon at 50 connections. BENCH_SECONDS (default 20) for the message load, 10 for autocannon.
 */
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 20);
const RATE = Number(process.env['BENCH_RATE'] ?? 500);
const CONVERSATIONS = Number(process.env['BENCH_CONVERSATIONS'] ?? 200);
const PORTS = { gateway: 8207, services: 5220, echo: 8217 };

type Account = { token: string; user: { id: string } };
const register = (base: string, n: string, role: 'buyer' | 'seller') =>
  api<Account>(base, 'POST', '/api/auth/register', { name: `Bench ${role} ${n}`, email: `bench-chat-${role}-${n}-${Date.now()}@example.in`, password: 'bench1234', role });

async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size) out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, j) => make(i + j)))));
  return out;
}

const join = (socket: Socket, conversationId: string) => socket.timeout(10_000).emitWithAck('join', conversationId) as Promise<{ ok: boolean }>;

/** The chat path: a seller's store, 200 buyers each with a conversation, every socket in its rooms. */
async function chatConversations(base: string): Promise<{ conversations: LoadConversation[]; buyerToken: string; sellerToken: string }> {
  const seller = await register(base, 'owner', 'seller');
  const store = await api<{ data: { id: string } }>(base, 'POST', '/api/stores', { name: 'Bench Chat Store', city: 'Pune' }, seller.token);
  console.log(`registering ${CONVERSATIONS} buyers and opening their conversations…`);
  const buyers = await inBatches(CONVERSATIONS, 10, async (i) => {
    const buyer = await register(base, String(i), 'buyer');
    const opened = await api<{ data: { conversation: { id: string } } }>(base, 'POST', `/api/chats/stores/${store.data.id}`, { initialMessage: 'Hello' }, buyer.token);
    return { token: buyer.token, conversationId: opened.data.conversation.id };
  });
  const sellerSocket = await openSocket(base, seller.token);
  const conversations = await inBatches(buyers.length, 20, async (i) => {
    const { token, conversationId } = buyers[i]!;
    const buyer = await openSocket(base, token);
    const joined = await Promise.all([join(buyer, conversationId), join(sellerSocket, conversationId)]);
    if (!joined.every((j) => j.ok)) throw new Error(`could not join ${conversationId}: ${JSON.stringify(joined)}`);
    return { id: conversationId, buyer, seller: sellerSocket };
  });
  return { conversations, buyerToken: buyers[0]!.token, sellerToken: seller.token };
}

/** The same shape against a bare socket.io echo server: 200 rooms, a buyer socket in each, one seller socket in all. */
async function echoConversations(base: string): Promise<LoadConversation[]> {
  const seller = await openSocket(base, 'none');
  return inBatches(CONVERSATIONS, 20, async (i) => {
    const buyer = await openSocket(base, 'none');
    const id = `room-${i}`;
    await Promise.all([join(buyer, id), join(seller, id)]);
    return { id, buyer, seller };
  });
}

const closeAll = (conversations: LoadConversation[]) => new Set(conversations.flatMap((c) => [c.buyer, c.seller])).forEach((s) => s.disconnect());

const echo = await startChild('chat/socket-echo-server.ts', { PORT: String(PORTS.echo) });
const { prefix, databaseUrl, stack } = await startBenchStack('benchchat', { gateway: PORTS.gateway, services: PORTS.services, env: { CHAT_MESSAGE_RATE_POINTS: '1000000000' } });
const delivery: Record<string, DeliveryFigures> = {};
const unread: Result[] = [];
let cpuPerMessage: CpuPerRequest = {};
const database = new Client({ connectionString: databaseUrl });
try {
  await waitUntilReady(stack.url);
  await database.connect();
  const chatPort = PORTS.services + services.indexOf('chat') + 1;
  const processes = processesOn({ gateway: PORTS.gateway, chat: chatPort, nats: 4222, redis: 6379 }, database);
  processes.named.set('bench (load + 201 sockets)', process.pid);
  const chat = await chatConversations(stack.url);
  const bare = await echoConversations(`http://127.0.0.1:${PORTS.echo}`);
  console.log(`warming up, then ${RATE} messages/s for ${SECONDS}s over ${CONVERSATIONS} conversations…`);
  await measureDelivery(chat.conversations, { rate: RATE, seconds: 2, tag: 'warm' });
  await measureDelivery(bare, { rate: RATE, seconds: 2, tag: 'warm-echo' });
  delivery['socket.io echo (no store, no NATS)'] = await measureDelivery(bare, { rate: RATE, seconds: SECONDS, tag: 'echo' });
  const before = await sampleCpu(processes);
  delivery['chat: send → stored → NATS → other side'] = await measureDelivery(chat.conversations, { rate: RATE, seconds: SECONDS, tag: 'chat' });
  cpuPerMessage = cpuPerRequest(before, await sampleCpu(processes), delivery['chat: send → stored → NATS → other side'].sent);
  delivery['socket.io echo (again, after)'] = await measureDelivery(bare, { rate: RATE, seconds: SECONDS, tag: 'echo2' });
  closeAll(chat.conversations);
  closeAll(bare);

  const run = (name: string, token: string, rate?: number) =>
    autocannon(name, `${stack.url}/api/chats/unread`, { connections: 50, duration: 10, headers: { authorization: `Bearer ${token}` }, rate });
  unread.push(await autocannon('gateway GET /api/ping (reference)', `${stack.url}/api/ping`, { connections: 50, duration: 10 }));
  unread.push(await run('GET /api/chats/unread (a buyer)', chat.buyerToken));
  unread.push(await run('GET /api/chats/unread (the seller of 200 conversations)', chat.sellerToken));
  // The same at a steady 1,000 requests a second: the latency a request sees when the machine is not saturated.
  unread.push(await run('GET /api/chats/unread (the seller), 1,000 req/s', chat.sellerToken, 1000));
} finally {
  await database.end().catch(() => {});
  await stack.stop();
  echo.kill();
  await dropTestWorld(prefix);
}

console.log(`\nmessage delivery, ${RATE} messages/s over ${CONVERSATIONS} conversations, ${SECONDS}s, on ${process.platform} with ${cpus().length} cores (load generator on the same machine)\n`);
console.log('what'.padEnd(46), 'rate/s'.padStart(7), 'sent'.padStart(7), 'acked'.padStart(7), 'lost'.padStart(5), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), 'max ms'.padStart(7));
for (const [name, f] of Object.entries(delivery)) {
  console.log(name.padEnd(46), String(f.rate).padStart(7), String(f.sent).padStart(7), String(f.acked).padStart(7), String(f.lost).padStart(5), String(f.p50).padStart(7), String(f.p99).padStart(7), String(f.max).padStart(7));
}
console.log(`\nCPU ms per chat message, by process (2 cores give at most ${Math.round(2000 / Math.max(0.01, cpuPerMessage['total'] ?? 0))} messages/s): ${Object.entries(cpuPerMessage).map(([n, ms]) => `${n} ${ms}`).join(', ')}`);
console.log('\nautocannon, 50 connections, 10 s\n');
console.log('what'.padEnd(58), 'req/s'.padStart(7), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), 'errors'.padStart(7));
for (const r of unread) console.log(r.name.padEnd(58), String(r.rps).padStart(7), String(r.p50).padStart(7), String(r.p99).padStart(7), String(r.errors + r.non2xx).padStart(7));
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/chat-latest.json'), JSON.stringify({ at: new Date().toISOString(), rate: RATE, seconds: SECONDS, conversations: CONVERSATIONS, delivery, cpuPerMessage, unread }, null, 2));
process.exit(0);
