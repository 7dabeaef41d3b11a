import { describe, expect, it } from 'vitest';
import { apiCatalogue, callsBeyondCatalogue, largeBodiesOf, services } from '@haat/contracts';
import { ownerOf } from './route-table.ts';

const concrete = (path: string) => path.replace(/:(\w+)/g, '0f8fad5b-d9cb-469f-a165-70867728950e');

describe('route table', () => {
  it.each([...apiCatalogue, ...callsBeyondCatalogue].map((call) => [`${call.method} ${call.path}`, call.owner, concrete(call.path)] as const))('%s belongs to %s', (_label, owner, path) => {
    expect(ownerOf(path)).toBe(owner);
  });

  it('sends the ban endpoints under /stores to order, not catalog', () => {
    expect(ownerOf('/api/stores/abc/ban-customer')).toBe('order');
    expect(ownerOf('/api/stores/abc/unban-customer/+919800000001')).toBe('order');
    expect(ownerOf('/api/stores/banned-check')).toBe('order');
    expect(ownerOf('/api/stores/abc/products')).toBe('catalog');
  });

  it('owns nothing outside the table, and no look-alike prefixes', () => {
    expect(ownerOf('/api/unknown')).toBeNull();
    expect(ownerOf('/api/storesx')).toBeNull();
    expect(ownerOf('/api/ping/extra')).toBeNull();
  });

  it('sends every upload route of the body limits to the service that caps it', () => {
    for (const service of services) {
      for (const prefix of Object.keys(largeBodiesOf(service, { imageMaxBytes: 8 * 1024 * 1024 }))) expect(ownerOf(prefix), prefix).toBe(service);
    }
  });
});
