import type { CartLine } from './cart-lines.ts';

/**
 * The order of server cart writes. The screen changes at once (optimistic); the writes go to the
 * server one at a time, in the order they were made, each answering with the whole cart. When the
 * last one is answered the screen shows the server's cart: what every accepted write made of it.
 * A refused write therefore rolls back by itself, and nothing a later write did is lost.
 */
type CartSyncOptions = {
  /** Every write answered (none waiting): show the server's cart. */
  onSettled: (confirmed: CartLine[]) => void;
  /** A write failed (after onSettled's cart no longer holds its change). */
  onError: (err: unknown) => void;
};

/** A write: the server call, resolving with the cart it answered, or null when it had nothing to send. */
export type CartTask = (confirmed: readonly CartLine[]) => Promise<CartLine[] | null>;

export class CartSync {
  /** The last cart the server answered with. */
  confirmed: CartLine[];
  private chain: Promise<void> = Promise.resolve();
  private pending = 0;
  private stopped = false;
  private readonly options: CartSyncOptions;

  constructor(confirmed: CartLine[], options: CartSyncOptions) {
    this.confirmed = confirmed;
    this.options = options;
  }

  /** Queues a write; resolves once it was answered (or failed). `onError` overrides the default for this write. */
  run(task: CartTask, onError?: (err: unknown) => void): Promise<void> {
    this.pending++;
    const step = this.chain.then(async () => {
      if (this.stopped) return;
      try {
        const lines = await task(this.confirmed);
        if (lines && !this.stopped) this.confirmed = lines;
      } catch (err) {
        if (!this.stopped) (onError ?? this.options.onError)(err);
      }
    }).finally(() => {
      if (this.stopped) return;
      this.pending--;
      if (this.pending === 0) this.options.onSettled(this.confirmed);
    });
    this.chain = step;
    return step;
  }

  /** The owner changed (sign-out, another account): answers still on their way are dropped. */
  stop(): void {
    this.stopped = true;
  }
}
