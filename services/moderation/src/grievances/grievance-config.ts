import { z } from 'zod';
import type { GrievanceOfficer } from '@haat/contracts';
import { demoGrievanceOfficer } from '@haat/demo-data';

// The grievance officer /contact-us publishes (Consumer Protection (E-Commerce) Rules, 2020, rule
// 4(4)). No defaults: an unset (or empty, as docker compose passes it) setting is shown as nothing,
// never as a made-up name or number. With demo data on, the demo's own officer fills what is unset;
// in production the service warns at start while the name or a contact is missing.
const setting = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().min(1).max(300).optional());

export const grievanceConfigShape = {
  GRIEVANCE_OFFICER_NAME: setting,
  GRIEVANCE_OFFICER_DESIGNATION: setting,
  GRIEVANCE_OFFICER_EMAIL: setting,
  GRIEVANCE_OFFICER_PHONE: setting,
  GRIEVANCE_OFFICER_ADDRESS: setting,
  GRIEVANCE_OFFICER_HOURS: setting,
};

export type GrievanceConfig = { [K in keyof typeof grievanceConfigShape]?: string | undefined } & { HAAT_DEMO_DATA: 'on' | 'off' };

const FIELDS = {
  name: 'GRIEVANCE_OFFICER_NAME',
  designation: 'GRIEVANCE_OFFICER_DESIGNATION',
  email: 'GRIEVANCE_OFFICER_EMAIL',
  phone: 'GRIEVANCE_OFFICER_PHONE',
  address: 'GRIEVANCE_OFFICER_ADDRESS',
  hours: 'GRIEVANCE_OFFICER_HOURS',
} as const satisfies Record<keyof GrievanceOfficer, keyof typeof grievanceConfigShape>;

/** The officer as published: each detail as configured, else the demo officer's (demo data on), else null. */
export function grievanceOfficerOf(config: GrievanceConfig): GrievanceOfficer {
  const fallback = config.HAAT_DEMO_DATA === 'on' ? demoGrievanceOfficer : null;
  const entries = Object.entries(FIELDS).map(([field, key]) => [field, config[key] ?? fallback?.[field as keyof GrievanceOfficer] ?? null]);
  return Object.fromEntries(entries) as GrievanceOfficer;
}

// Who the officer is and how to reach them; a designation or hours may well be left out.
const IDENTIFYING = ['GRIEVANCE_OFFICER_NAME', 'GRIEVANCE_OFFICER_EMAIL', 'GRIEVANCE_OFFICER_PHONE', 'GRIEVANCE_OFFICER_ADDRESS'] as const;

/** The identifying settings not set (warned about at start in production). */
export const missingOfficerSettings = (config: GrievanceConfig): string[] => IDENTIFYING.filter((key) => !config[key]);
