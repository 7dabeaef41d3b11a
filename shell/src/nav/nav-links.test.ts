import messages from './messages.json';
import { describe, expect, it } from 'vitest';
import { adminLinks, adminMoreLinks, buyerLinks, deliveryLinks, logoTarget, navVariantOf, profileMenuLinks, sellerLinks, type NavVariant } from './nav-links.ts';

describe('the superadmin\'s bar', () => {
  it('is its own variant, with the logo leading to the console', () => {
    expect(navVariantOf({ role: 'superadmin' })).toBe('admin');
    expect(logoTarget.admin).toBe('/admin');
    expect(navVariantOf({ role: 'buyer' })).toBe('buyer');
  });

  it('lists every console section once, the daily ones first and the open reports counted on Reports', () => {
    expect(adminLinks.map((l) => messages[l.label])).toEqual(['Overview', 'Reports', 'Verifications', 'Grievances', 'Users', 'Stores']);
    expect(adminMoreLinks.map((l) => messages[l.label])).toEqual(['Cities', 'Audit log', 'Outbox', 'Jobs', 'Broadcast']);
    expect(adminLinks.find((l) => l.to === '/admin/reports')?.badge).toBe('open-reports');
    const paths = [...adminLinks, ...adminMoreLinks].map((l) => l.to);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((p) => p === '/admin' || p.startsWith('/admin/'))).toBe(true);
  });
});

describe('each bar and its menu', () => {
  // The phone's menu lists the bar's links, then Profile, the menu's extra links and Logout.
  const barLinks: Record<NavVariant, typeof buyerLinks> = { buyer: buyerLinks, seller: sellerLinks, delivery: deliveryLinks, admin: [...adminLinks, ...adminMoreLinks] };

  it('names every entry once (a rider saw Profile twice)', () => {
    for (const variant of Object.keys(barLinks) as NavVariant[]) {
      const labels = [...barLinks[variant], { label: 'nav.profile' as const }, ...profileMenuLinks[variant], { label: 'nav.logout' as const }].map((l) => messages[l.label]);
      expect(new Set(labels).size, variant).toBe(labels.length);
    }
    expect(deliveryLinks.map((l) => messages[l.label])).toEqual(['Dashboard', 'Orders', 'Delivery Profile']);
  });
});
