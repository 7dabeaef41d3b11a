import { demoStores, demoUsers } from '@haat/demo-data';
import type { ChatContext } from '../context.ts';

const MINUTE = 60_000;
const demoId = (n: number) => `00000000-0000-4000-8c00-${n.toString().padStart(12, '0')}`;
const user = (email: string) => demoUsers.find((u) => u.email === email)!;
const SHARMA_KIRANA = demoStores.find((s) => s.slug === 'sharma-kirana')!;

type DemoLine = { from: 'buyer' | 'seller'; text: string; minutesAgo: number };

/** Two conversations with the demo seller's store: one the demo buyer can open, one waiting unread for the seller. */
const demoConversations: { n: number; buyer: string; lines: DemoLine[] }[] = [
  {
    n: 1, buyer: 'buyer@demo.haat.in', lines: [
      { from: 'buyer', text: 'Namaste! Is the Aashirvaad atta fresh stock?', minutesAgo: 95 },
      { from: 'seller', text: 'Yes ji, a new lot came in this morning.', minutesAgo: 90 },
      { from: 'buyer', text: 'Can you deliver by six this evening?', minutesAgo: 88 },
      { from: 'seller', text: 'Sure, order before four and it will reach you by six.', minutesAgo: 85 },
    ],
  },
  {
    n: 2, buyer: 'buyer2@demo.haat.in', lines: [
      { from: 'buyer', text: 'Do you have Taj Mahal tea in the 1 kg pack?', minutesAgo: 30 },
      { from: 'buyer', text: 'Also, do you take UPI on delivery?', minutesAgo: 29 },
    ],
  },
];

/** Writes the demo conversations once (fixed ids: a restart finds them and adds nothing). */
export async function seedDemoConversation({ db, logger }: Pick<ChatContext, 'db' | 'logger'>): Promise<void> {
  const now = Date.now();
  for (const plan of demoConversations) {
    const buyer = user(plan.buyer);
    const id = demoId(plan.n);
    const at = (line: DemoLine) => new Date(now - line.minutesAgo * MINUTE);
    const last = plan.lines[plan.lines.length - 1]!;
    // The first conversation was read by both sides; the second waits for the seller.
    const waiting = plan.n === 2;
    await db.transaction().execute(async (trx) => {
      const inserted = await trx.insertInto('conversations').values({
        id, store_id: SHARMA_KIRANA.id, store_name: SHARMA_KIRANA.name, seller_id: SHARMA_KIRANA.ownerId, user_id: buyer.id, user_name: buyer.name,
        last_message: last.text, last_message_at: at(last), activity_at: at(last), last_seq: plan.lines.length,
        unread_count_user: 0, unread_count_store: waiting ? plan.lines.length : 0,
        notify_user_after: null, notify_store_after: null, created_at: at(plan.lines[0]!), updated_at: at(last),
      }).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
      if (!inserted) return;
      await trx.insertInto('messages').values(plan.lines.map((line, i) => ({
        id: demoId(100 * plan.n + i + 1), conversation_id: id, seq: i + 1,
        sender_id: line.from === 'buyer' ? buyer.id : SHARMA_KIRANA.ownerId, sender_role: line.from, content: line.text,
        client_id: null, is_read: !waiting, created_at: at(line), updated_at: at(line),
      }))).execute();
      logger.info(`demo conversation ${plan.n} with ${SHARMA_KIRANA.name} written`);
    });
  }
}
