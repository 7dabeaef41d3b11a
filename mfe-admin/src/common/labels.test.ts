import { MODERATION_ACTION_LABELS, MODERATION_TEXTS, moderationActions } from '@haat/contracts/moderation-rules';
import { reportStatuses } from '@haat/contracts/report-rules';
import { describe, expect, it } from 'vitest';
import { ACTION_EFFECT, ACTION_LABEL, commonT, REPORT_STATUS_LABEL, reportStatusText } from './labels.ts';
import messages from './messages.json';

describe('the console\'s shared words', () => {
  it('name the actions as the contracts do, each with what it does', () => {
    expect(moderationActions.map((action) => messages[ACTION_LABEL[action]])).toEqual(moderationActions.map((action) => MODERATION_ACTION_LABELS[action]));
    expect(new Set(moderationActions.map((action) => ACTION_EFFECT[action])).size).toBe(moderationActions.length);
  });

  it('show a report status in the words of its value, and an unknown one as it came', () => {
    expect(reportStatuses.map((status) => messages[REPORT_STATUS_LABEL[status]])).toEqual([...reportStatuses]);
    expect(reportStatusText('Escalated', commonT)).toBe('Escalated');
  });

  it('ask for a reason as the server does', () => {
    expect(messages['common.reasonRequired']).toBe(MODERATION_TEXTS.reasonRequired);
  });
});
