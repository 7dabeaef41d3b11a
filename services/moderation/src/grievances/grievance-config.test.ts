import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoGrievanceOfficer } from '@haat/demo-data';
import { grievanceConfigShape, grievanceOfficerOf, missingOfficerSettings } from './grievance-config.ts';

const schema = z.object(grievanceConfigShape);
const parse = (env: Record<string, string | undefined>, demo: 'on' | 'off' = 'off') => ({ ...schema.parse(env), HAAT_DEMO_DATA: demo });

describe('grievance officer configuration', () => {
  it('unset or empty (docker compose passes empty strings), without demo data: nothing is published, no placeholder', () => {
    const config = parse({ GRIEVANCE_OFFICER_NAME: '', GRIEVANCE_OFFICER_PHONE: '  ', GRIEVANCE_OFFICER_EMAIL: undefined });
    expect(grievanceOfficerOf(config)).toEqual({ name: null, designation: null, email: null, phone: null, address: null, hours: null });
    expect(missingOfficerSettings(config)).toEqual(['GRIEVANCE_OFFICER_NAME', 'GRIEVANCE_OFFICER_EMAIL', 'GRIEVANCE_OFFICER_PHONE', 'GRIEVANCE_OFFICER_ADDRESS']);
  });

  it('set: the given values, trimmed; what is left unset stays null and is reported missing', () => {
    const config = parse({ GRIEVANCE_OFFICER_NAME: ' Meera Iyer ', GRIEVANCE_OFFICER_EMAIL: 'grievance@example.in' });
    expect(grievanceOfficerOf(config)).toEqual({ name: 'Meera Iyer', designation: null, email: 'grievance@example.in', phone: null, address: null, hours: null });
    expect(missingOfficerSettings(config)).toEqual(['GRIEVANCE_OFFICER_PHONE', 'GRIEVANCE_OFFICER_ADDRESS']);
  });

  it("with demo data: the demo's officer fills what is unset; a setting still wins", () => {
    expect(grievanceOfficerOf(parse({}, 'on'))).toEqual(demoGrievanceOfficer);
    expect(grievanceOfficerOf(parse({ GRIEVANCE_OFFICER_PHONE: '+91 20 4000 1234' }, 'on'))).toEqual({ ...demoGrievanceOfficer, phone: '+91 20 4000 1234' });
    expect(demoGrievanceOfficer.phone).toMatch(/^\+91 98\d{3} \d{5}$/);
  });
});
