import type { AuditEntry } from '@haat/contracts';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n.ts';
import { auditDetailLines, auditMessages, auditTargetLabel, auditTargetLink, auditWhatText as whatText, type AuditT } from './audit-labels.ts';

const t: AuditT = (id, values) => translate(auditMessages, id, values);
const auditWhatText = (entry: Pick<AuditEntry, 'what' | 'details'>) => whatText(entry, t);

describe('audit entries in words', () => {
  it('names actions by their button labels and status changes by their move', () => {
    expect(auditWhatText({ what: 'hide_review', details: {} })).toBe('Hide review');
    expect(auditWhatText({ what: 'report.status', details: { from: 'Pending', to: 'Reviewing' } })).toBe('Report status: Pending → Reviewing');
    expect(auditWhatText({ what: 'verification.rejected', details: {} })).toBe('Verification rejected');
    expect(auditWhatText({ what: 'city.deactivated', details: {} })).toBe('city deactivated');
    expect(auditWhatText({ what: 'grievance.acknowledged', details: {} })).toBe('Grievance acknowledged');
    expect(auditWhatText({ what: 'grievance.escalated', details: {} })).toBe('Grievance escalated');
  });

  it('lists the details the label does not already say', () => {
    expect(auditDetailLines({ what: 'report.status', details: { from: 'Pending', to: 'Resolved', closedWith: '3' } })).toEqual(['closedWith: 3']);
    expect(auditDetailLines({ what: 'close_store', details: {} })).toEqual([]);
  });

  it('links reports to their page and stores to the store page', () => {
    expect(auditTargetLink({ targetType: 'report', targetId: 'r1' })).toBe('/admin/reports/r1');
    expect(auditTargetLink({ targetType: 'store', targetId: 's1' })).toBe('/stores/s1');
    expect(auditTargetLink({ targetType: 'review', targetId: 'v1' })).toBeNull();
    expect(auditTargetLabel('broadcast', t)).toBe('Offer');
  });
});
