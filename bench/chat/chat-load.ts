import type { Socket } from 'socket.io-client';

/** One conversation of the load: its id, its buyer's socket, and the seller's socket that joined it too. */
export type LoadConversation = { id: string; buyer: Socket; seller: Socket };
export type DeliveryFigures = { sent: number; acked: number; delivered: number; lost: number; p50: number; p99: number; max: number; rate: number };

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0);
const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * Sends `rate` messages a second for `seconds`, round-robin over the conversations, buyer and seller
 * by turns, and times each from the emit to its `newMessage` on the other side's socket (the same
 * clock: both sockets live in this process). A message never heard of counts as lost.
 */
export async function measureDelivery(conversations: LoadConversation[], { rate, seconds, tag }: { rate: number; seconds: number; tag: string }): Promise<DeliveryFigures> {
  const sentAt = new Map<string, { at: number; to: Socket }>();
  const trace: [number, number][] = [];
  const latencies: number[] = [];
  let acked = 0;
  // The sender's own socket is in the room too: only the arrival on the other side's socket is timed.
  const listenerOf = (socket: Socket) => (message: { clientId?: string | null; content?: string }) => {
    const key = message.clientId ?? message.content ?? '';
    const pending = sentAt.get(key);
    if (pending?.to !== socket) return;
    latencies.push(performance.now() - pending.at);
    if (process.env['BENCH_TRACE']) trace.push([Math.floor((pending.at - started) / 1000), performance.now() - pending.at]);
    sentAt.delete(key);
  };
  const listeners = new Map([...new Set(conversations.flatMap((c) => [c.buyer, c.seller]))].map((socket) => [socket, listenerOf(socket)]));
  for (const [socket, listener] of listeners) socket.on('newMessage', listener);

  const total = rate * seconds;
  const started = performance.now();
  const tickMs = 10;
  const perTick = rate / (1000 / tickMs);
  let sent = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.round(((performance.now() - started) / tickMs) * perTick));
      for (; sent < due; sent++) {
        const conversation = conversations[sent % conversations.length]!;
        const fromBuyer = Math.floor(sent / conversations.length) % 2 === 0;
        const key = `${tag}-${sent}`;
        sentAt.set(key, { at: performance.now(), to: fromBuyer ? conversation.seller : conversation.buyer });
        (fromBuyer ? conversation.buyer : conversation.seller).emit('sendMessage', { conversationId: conversation.id, content: key, clientId: key }, () => void acked++);
      }
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, tickMs);
  });
  const elapsed = (performance.now() - started) / 1000;
  for (let waited = 0; sentAt.size > 0 && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
  for (const [socket, listener] of listeners) socket.off('newMessage', listener);
  if (trace.length) {
    const bySecond = new Map<number, number[]>();
    for (const [second, ms] of trace) bySecond.set(second, [...(bySecond.get(second) ?? []), ms]);
    for (const [second, list] of bySecond) console.log(tag, second, 'max', Math.round(Math.max(...list)), 'n', list.length);
  }
  const sorted = latencies.toSorted((a, b) => a - b);
  return { sent, acked, delivered: latencies.length, lost: sentAt.size, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? 0), rate: Math.round(sent / elapsed) };
}
