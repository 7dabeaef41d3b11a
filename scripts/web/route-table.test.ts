import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRouteTable, readRouteTable, ROUTE_TABLE_MODULE } from './route-table.ts';

const root = path.resolve(import.meta.dirname, '../..');
const REMOTES = ['mfe-buyer', 'mfe-seller', 'mfe-delivery', 'mfe-admin'];

describe('a remote route table', () => {
  it('keeps path and access of each page, nothing else', () => {
    expect(checkRouteTable([{ path: '/cart', access: 'buyer', lazy: () => null }])).toEqual([{ path: '/cart', access: 'buyer' }]);
  });

  it('is refused when a page has no absolute path, no access rule, or comes twice', () => {
    expect(() => checkRouteTable({ path: '/' })).toThrow('not an array');
    expect(() => checkRouteTable([{ path: 'cart', access: 'buyer' }])).toThrow('routeTable[0] has no absolute path');
    expect(() => checkRouteTable([null])).toThrow('routeTable[0] has no absolute path');
    expect(() => checkRouteTable([{ path: '/cart' }])).toThrow('(/cart) has no access rule');
    expect(() => checkRouteTable([{ path: '/cart', access: 'buyer' }, { path: '/cart', access: 'open' }])).toThrow('lists /cart twice');
  });

  it('is read from every remote as the build reads it, and no path belongs to two remotes', async () => {
    const owners = new Map<string, string>();
    for (const remote of REMOTES) {
      const table = await readRouteTable(path.join(root, remote, ROUTE_TABLE_MODULE));
      expect(table.length, remote).toBeGreaterThan(0);
      for (const { path: page } of table) {
        expect(owners.get(page), `${page} is in ${owners.get(page)} and ${remote}`).toBeUndefined();
        owners.set(page, remote);
      }
    }
    expect(owners.get('/')).toBe('mfe-buyer');
    expect(owners.get('/dashboard')).toBe('mfe-seller');
  });
});
