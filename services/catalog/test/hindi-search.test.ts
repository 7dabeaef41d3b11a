import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '@haat/contracts';
import { addProduct, caller, openStore, searchBoxes, startWithKirana, type Caller, type CatalogWorld } from './helpers.ts';

/**
 * Issue 39: search in Hindi. A Devanagari word finds what the shops name in English or romanised
 * Hindi, in every search box: across stores, inside one, and the store list.
 */
describe('catalog: search in Hindi', () => {
  let world: CatalogWorld;
  let seller: Caller;
  let kirana: Store;

  const { names, search, inStore, stores } = searchBoxes(() => world.app, () => kirana.id);

  beforeAll(async () => {
    ({ world, seller, kirana } = await startWithKirana());
    const dairy = await caller('seller');
    const gokul = await openStore(world.app, dairy, { name: 'Gokul Dairy', city: 'Pune', category: 'Dairy', description: 'Fresh milk every morning.' });
    for (const [name, category] of [
      ['Aashirvaad Whole Wheat Atta 5 kg', 'Staples'],
      ['Tomatoes 1 kg', 'Vegetables'],
      ['Toor Dal 1 kg', 'Pulses'],
      ['Haldi Powder 200 g', 'Spices'],
      ['Amul Butter 100 g', 'Dairy'],
    ] as const) await addProduct(world.app, seller, { storeId: kirana.id, name, category, price: 50, quantity: 10 });
    await addProduct(world.app, dairy, { storeId: gokul.id, name: 'Cow Milk 1 L', category: 'Dairy', price: 60, quantity: 10 });
    // A seller may name a product in Devanagari too: an English or romanised search does not find it, a Hindi one does.
    await addProduct(world.app, dairy, { storeId: gokul.id, name: 'ताज़ा पनीर 200 g', category: 'Dairy', price: 90, quantity: 10 });
  });
  afterAll(() => world.env.cleanup());

  it('across stores: टमाटर finds Tomatoes, आटा finds Atta, दूध finds Milk', async () => {
    expect(await search('टमाटर')).toEqual(['Tomatoes 1 kg']);
    expect(await search('आटा')).toEqual(['Aashirvaad Whole Wheat Atta 5 kg']);
    expect(await search('दूध')).toEqual(['Cow Milk 1 L']);
    expect(await names('/api/products/search?q=%E0%A4%9F%E0%A4%AE%E0%A4%BE%E0%A4%9F%E0%A4%B0&city=Pune')).toEqual(['Tomatoes 1 kg']);
  });

  it('inside a store: अरहर दाल finds Toor Dal, हल्दी finds Haldi, मक्खन finds Butter', async () => {
    expect(await inStore('टमाटर')).toEqual(['Tomatoes 1 kg']);
    expect(await inStore('आटा')).toEqual(['Aashirvaad Whole Wheat Atta 5 kg']);
    expect(await inStore('अरहर दाल')).toEqual(['Toor Dal 1 kg']);
    expect(await inStore('हल्दी')).toEqual(['Haldi Powder 200 g']);
    expect(await inStore('मक्खन')).toEqual(['Amul Butter 100 g']);
  });

  it('a product named in Devanagari is found by its own words', async () => {
    expect(await search('पनीर')).toEqual(['ताज़ा पनीर 200 g']);
    // Whole, though Postgres' regular expressions take the nukta and the virama for punctuation.
    expect(await search('ताज़ा')).toEqual(['ताज़ा पनीर 200 g']);
    expect(await search('हल्दी')).toEqual(['Haldi Powder 200 g']);
    expect(await search('paneer')).toEqual(['ताज़ा पनीर 200 g']);
  });

  it('the store list: किराना finds the kirana and डेयरी the dairy', async () => {
    expect(await stores('किराना')).toEqual(['Sharma Kirana']);
    expect(await stores('डेयरी')).toEqual(['Gokul Dairy']);
  });

  it('a Devanagari word nobody sells finds nothing', async () => {
    expect(await search('हवाईजहाज')).toEqual([]);
  });
});
