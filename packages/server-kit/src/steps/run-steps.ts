import type { Logger } from '../logger/index.ts';

/** A step's `run` returns this to end the run there, as a success: the steps after it do not run. */
export const END_OF_RUN: unique symbol = Symbol('end of run');

/**
 * One step of a run: what it does, and beside it how to take that back when a later step fails.
 * Steps share `ctx`; what a step leaves for the next ones goes there.
 */
export type Step<Ctx, Result = unknown> = {
  readonly name: string;
  run(ctx: Ctx): Promise<Result | typeof END_OF_RUN>;
  /**
   * Takes back what `run` did. `result` is undefined when `run` itself failed and `mayHaveActed`
   * said it may still have acted. Its failures are logged, never thrown.
   */
  undo?(ctx: Ctx, result: Result | undefined, error: unknown): Promise<void>;
  /**
   * When `run` throws `error`, whether it may have acted anyway (a request whose answer was lost):
   * then its own undo runs too. Without it, a failed step did nothing.
   */
  mayHaveActed?(error: unknown): boolean;
};

/**
 * Runs `steps` in order on `ctx`. When one throws, undoes the completed ones in reverse (the failed
 * one first when it may have acted), then rethrows the error: an undo that fails is logged and the
 * next one still runs, so the caller always sees the step's own error.
 */
export async function runSteps<Ctx>(ctx: Ctx, steps: readonly Step<Ctx, any>[], { logger }: { logger: Pick<Logger, 'warn'> }): Promise<void> {
  const done: { step: Step<Ctx, any>; result: unknown }[] = [];
  for (const step of steps) {
    let result: unknown;
    try {
      result = await step.run(ctx);
    } catch (error) {
      if (step.mayHaveActed?.(error)) done.push({ step, result: undefined });
      await undoAll(ctx, done, error, logger);
      throw error;
    }
    if (result === END_OF_RUN) return;
    done.push({ step, result });
  }
}

async function undoAll<Ctx>(ctx: Ctx, done: { step: Step<Ctx, any>; result: unknown }[], error: unknown, logger: Pick<Logger, 'warn'>): Promise<void> {
  for (const { step, result } of done.toReversed()) {
    if (!step.undo) continue;
    try {
      await step.undo(ctx, result, error);
    } catch (failure) {
      logger.warn({ step: step.name, err: String(failure), cause: String(error) }, 'could not undo a step of a failed run');
    }
  }
}
