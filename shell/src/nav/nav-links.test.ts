import { describe, expect, it } from 'vitest';
import { adminLinks, adminMoreLinks, logoTarget, navVariantOf } from './nav-links.ts';

describe('the superadmin\'s bar', () => {
  it('is its own variant, with the logo leading to the console', () => {
    expect(navVariantOf({ role: 'superadmin' })).toBe('admin');
    expect(logoTarget.admin).toBe('/admin');
    expect(navVariantOf({ role: 'buyer' })).toBe('buyer');
  });

  it('lists every console section once, the daily ones first and the open reports counted on Reports', () => {
    expect(adminLinks.map((l) => l.label)).toEqual(['Overview', 'Reports', 'Verifications', 'Grievances', 'Users', 'Stores']);
    expect(adminMoreLinks.map((l) => l.label)).toEqual(['Cities', 'Audit log', 'Outbox', 'Jobs', 'Broadcast']);
    expect(adminLinks.find((l) => l.to === '/admin/reports')?.badge).toBe('open-reports');
    const paths = [...adminLinks, ...adminMoreLinks].map((l) => l.to);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((p) => p === '/admin' || p.startsWith('/admin/'))).toBe(true);
  });
});
