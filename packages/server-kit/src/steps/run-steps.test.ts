import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { END_OF_RUN, runSteps, type Step } from './run-steps.ts';

/** A real pino logger whose lines are kept, parsed, for the test to read. */
function keptLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      callback();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

type Trace = { events: string[] };

/** A step that records its run and undo in the trace, and fails when told to. */
function step(name: string, { fails, undoFails, mayHaveActed }: { fails?: Error; undoFails?: Error; mayHaveActed?: boolean } = {}): Step<Trace, string> {
  return {
    name,
    async run(ctx) {
      ctx.events.push(`run ${name}`);
      if (fails) throw fails;
      return `${name} result`;
    },
    async undo(ctx, result, error) {
      ctx.events.push(`undo ${name} (${result ?? 'no result'}) after ${(error as Error).message}`);
      if (undoFails) throw undoFails;
    },
    ...(mayHaveActed === undefined ? {} : { mayHaveActed: () => mayHaveActed }),
  };
}

describe('runSteps: each step beside its undo', () => {
  it('runs every step in order when none fails, and undoes nothing', async () => {
    const trace: Trace = { events: [] };
    await runSteps(trace, [step('a'), step('b'), step('c')], keptLogger());
    expect(trace.events).toEqual(['run a', 'run b', 'run c']);
  });

  it('when a step fails: the completed steps are undone in reverse with their results and the error, then the error is rethrown', async () => {
    const trace: Trace = { events: [] };
    const failure = new Error('c failed');
    await expect(runSteps(trace, [step('a'), step('b'), step('c', { fails: failure }), step('d')], keptLogger())).rejects.toBe(failure);
    expect(trace.events).toEqual(['run a', 'run b', 'run c', 'undo b (b result) after c failed', 'undo a (a result) after c failed']);
  });

  it('a failed step that may have acted anyway is undone first, with no result; one that did not is not undone', async () => {
    const uncertain: Trace = { events: [] };
    await expect(runSteps(uncertain, [step('a'), step('b', { fails: new Error('timeout'), mayHaveActed: true })], keptLogger())).rejects.toThrow('timeout');
    expect(uncertain.events).toEqual(['run a', 'run b', 'undo b (no result) after timeout', 'undo a (a result) after timeout']);

    const refused: Trace = { events: [] };
    await expect(runSteps(refused, [step('a'), step('b', { fails: new Error('refused'), mayHaveActed: false })], keptLogger())).rejects.toThrow('refused');
    expect(refused.events).toEqual(['run a', 'run b', 'undo a (a result) after refused']);
  });

  it('an undo that fails is logged with its step and the run\'s error; the other undos still run and the original error is rethrown', async () => {
    const trace: Trace = { events: [] };
    const { logger, lines } = keptLogger();
    const failure = new Error('c failed');
    await expect(runSteps(trace, [step('a'), step('b', { undoFails: new Error('b cannot be undone') }), step('c', { fails: failure })], { logger })).rejects.toBe(failure);
    expect(trace.events).toEqual(['run a', 'run b', 'run c', 'undo b (b result) after c failed', 'undo a (a result) after c failed']);
    expect(lines).toEqual([expect.objectContaining({ level: 40, step: 'b', err: 'Error: b cannot be undone', cause: 'Error: c failed', msg: 'could not undo a step of a failed run' })]);
  });

  it('a step may end the run as a success: the later steps do not run and nothing is undone', async () => {
    const trace: Trace = { events: [] };
    const ending: Step<Trace> = { name: 'end', run: async (ctx) => { ctx.events.push('run end'); return END_OF_RUN; }, undo: async (ctx) => { ctx.events.push('undo end'); } };
    await runSteps(trace, [step('a'), ending, step('b')], keptLogger());
    expect(trace.events).toEqual(['run a', 'run end']);
  });
});
