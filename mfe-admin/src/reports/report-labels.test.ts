import { REPORT_REASONS, reportTypes } from '@haat/contracts/report-rules';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n.ts';
import messages from './messages.json';
import { reasonText, REPORT_REASON_LABEL, REPORT_TYPE_LABEL, reportMessages, type ReportT } from './report-labels.ts';

const t: ReportT = (id, values) => translate(reportMessages, id, values);

describe('a report in words', () => {
  it('names every reason of every type as the buyer chose it, in the language shown', () => {
    for (const type of reportTypes) {
      expect(REPORT_REASONS[type].map((reason) => messages[REPORT_REASON_LABEL[reason]])).toEqual([...REPORT_REASONS[type]]);
    }
    expect(reasonText('Something new', t)).toBe('Something new');
  });

  it('names the types as the console always has', () => {
    expect(reportTypes.map((type) => messages[REPORT_TYPE_LABEL[type]])).toEqual(['Store', 'Offer', 'Review']);
  });
});
