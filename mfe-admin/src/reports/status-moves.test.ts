import type { ReportStatus } from '@haat/contracts/report-rules';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n.ts';
import { reportMessages, type ReportT } from './report-labels.ts';
import { statusMoves as movesOf } from './status-moves.ts';

const t: ReportT = (id, values) => translate(reportMessages, id, values);
const statusMoves = (from: ReportStatus, openOnItem: number) => movesOf(from, openOnItem, t);

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
