import { describe, expect, it } from 'vitest';
import { statusMoves } from './status-moves.ts';

describe('a report\'s status moves', () => {
  it('offers only the moves its status allows', () => {
    expect(statusMoves('Pending', 1).map((m) => m.label)).toEqual(['Start review', 'Resolve', 'Dismiss']);
    expect(statusMoves('Reviewing', 1).map((m) => m.label)).toEqual(['Resolve', 'Dismiss']);
    expect(statusMoves('Resolved', 1).map((m) => [m.to, m.label])).toEqual([['Reviewing', 'Reopen']]);
    expect(statusMoves('Dismissed', 1).map((m) => m.to)).toEqual(['Reviewing']);
  });

  it('says that closing one report closes the other open ones on the item', () => {
    const [, resolve] = statusMoves('Pending', 4);
    expect(resolve!.effect).toContain('(3 others)');
    expect(statusMoves('Reviewing', 2)[0]!.effect).toContain('(1 other)');
    expect(statusMoves('Reviewing', 1)[0]!.effect).not.toContain('other)');
  });
});
