import { describe, expect, it } from 'vitest';
import { isReportReason, nextReportStatuses, REPORT_REASONS, reportStatuses, reportTypes } from './report-rules.ts';

describe('report rules', () => {
  it('each type has the spec\'s six reasons, ending with Other, and only its own', () => {
    for (const type of reportTypes) {
      expect(REPORT_REASONS[type]).toHaveLength(6);
      expect(REPORT_REASONS[type].at(-1)).toBe('Other');
    }
    expect(isReportReason('review', 'Fake review')).toBe(true);
    expect(isReportReason('store', 'Fake review')).toBe(false);
  });

  it('every status can be left, a report never goes back to Pending, and a closed one only reopens', () => {
    for (const status of reportStatuses) expect(nextReportStatuses[status].length).toBeGreaterThan(0);
    expect(reportStatuses.filter((s) => nextReportStatuses[s].includes('Pending'))).toEqual([]);
    expect(nextReportStatuses.Resolved).toEqual(['Reviewing']);
    expect(nextReportStatuses.Dismissed).toEqual(['Reviewing']);
  });
});
