import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GRIEVANCE_OFFICER_PLACEHOLDERS, grievanceConfigShape, placeholderOfficerSettings } from './grievance-config.ts';

const schema = z.object(grievanceConfigShape);

describe('grievance officer configuration', () => {
  it('unset or empty (docker compose passes empty strings): the labelled development placeholders', () => {
    const config = schema.parse({ GRIEVANCE_OFFICER_NAME: '', GRIEVANCE_OFFICER_PHONE: undefined });
    expect(config).toEqual(GRIEVANCE_OFFICER_PLACEHOLDERS);
    expect(placeholderOfficerSettings(config)).toEqual(['GRIEVANCE_OFFICER_NAME', 'GRIEVANCE_OFFICER_EMAIL', 'GRIEVANCE_OFFICER_PHONE', 'GRIEVANCE_OFFICER_ADDRESS']);
  });

  it('set: the given values, trimmed; only the identifying ones left unset are reported as placeholders', () => {
    const config = schema.parse({ GRIEVANCE_OFFICER_NAME: ' Meera Iyer ', GRIEVANCE_OFFICER_EMAIL: 'grievance@example.in' });
    expect(config.GRIEVANCE_OFFICER_NAME).toBe('Meera Iyer');
    expect(placeholderOfficerSettings(config)).toEqual(['GRIEVANCE_OFFICER_PHONE', 'GRIEVANCE_OFFICER_ADDRESS']);
  });
});
