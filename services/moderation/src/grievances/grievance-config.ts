import { z } from 'zod';

// The grievance officer /contact-us publishes (Consumer Protection (E-Commerce) Rules, 2020, rule
// 4(4)). The defaults are DEVELOPMENT PLACEHOLDERS, not a real person: a deployment sets every
// GRIEVANCE_OFFICER_* variable (in production the service warns at start while the name or a contact is a placeholder).
const setting = (placeholder: string) => z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).max(300).default(placeholder));

export const GRIEVANCE_OFFICER_PLACEHOLDERS = {
  GRIEVANCE_OFFICER_NAME: 'Haat Grievance Officer',
  GRIEVANCE_OFFICER_DESIGNATION: 'Grievance Officer',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@haat.in',
  GRIEVANCE_OFFICER_PHONE: '+91 00000 00000',
  GRIEVANCE_OFFICER_ADDRESS: 'Haat, Pune, Maharashtra, India',
  GRIEVANCE_OFFICER_HOURS: 'Monday to Saturday, 10:00 AM to 7:00 PM (Sunday closed)',
} as const;

export const grievanceConfigShape = {
  GRIEVANCE_OFFICER_NAME: setting(GRIEVANCE_OFFICER_PLACEHOLDERS.GRIEVANCE_OFFICER_NAME),
  GRIEVANCE_OFFICER_DESIGNATION: setting(GRIEVANCE_OFFICER_PLACEHOLDERS.GRIEVANCE_OFFICER_DESIGNATION),
  GRIEVANCE_OFFICER_EMAIL: setting(GRIEVANCE_OFFICER_PLACEHOLDERS.GRIEVANCE_OFFICER_EMAIL),
  GRIEVANCE_OFFICER_PHONE: setting(GRIEVANCE_OFFICER_PLACEHOLDERS.GRIEVANCE_OFFICER_PHONE),
  GRIEVANCE_OFFICER_ADDRESS: setting(GRIEVANCE_OFFICER_PLACEHOLDERS.GRIEVANCE_OFFICER_ADDRESS),
  GRIEVANCE_OFFICER_HOURS: setting(GRIEVANCE_OFFICER_PLACEHOLDERS.GRIEVANCE_OFFICER_HOURS),
};

export type GrievanceConfig = { [K in keyof typeof grievanceConfigShape]: string };

// Who the officer is and how to reach them; a designation or hours equal to the defaults may well be real.
const IDENTIFYING = ['GRIEVANCE_OFFICER_NAME', 'GRIEVANCE_OFFICER_EMAIL', 'GRIEVANCE_OFFICER_PHONE', 'GRIEVANCE_OFFICER_ADDRESS'] as const;

/** The identifying settings still on their placeholder values (warned about at start in production). */
export const placeholderOfficerSettings = (config: GrievanceConfig): string[] =>
  IDENTIFYING.filter((key) => config[key] === GRIEVANCE_OFFICER_PLACEHOLDERS[key]);
