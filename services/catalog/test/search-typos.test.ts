import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '@haat/contracts';
import { addProduct, caller, openStore, request, searchBoxes, startWithKirana, type Caller, type CatalogWorld } from './helpers.ts';

/**
 * Issue 35: every search box forgives typos (one from 4 letters, two from 8, a swap counting as one)
 * and knows Indian spellings and names, while a word spelled right is matched as it always was.
 */
describe('catalog: search forgives typos', () => {
  let world: CatalogWorld;
  let seller: Caller;
  let kirana: Store;

  const { names, search, inStore, stores } = searchBoxes(() => world.app, () => kirana.id);

  beforeAll(async () => {
    ({ world, seller, kirana } = await startWithKirana());
    const greengrocer = await caller('seller');
    const fresh = await openStore(world.app, greengrocer, { name: 'Patil Fresh', city: 'Pune', category: 'Fruits & Vegetables', description: 'Farm fresh every morning.' });
    for (const [name, category, description] of [
      ['Poha 500 g', 'Staples', 'Thick flattened rice flakes.'],
      ['Aashirvaad Whole Wheat Atta 5 kg', 'Staples', ''],
      ['Toor Dal 1 kg', 'Pulses', ''],
      ['Tomatoes 1 kg', 'Vegetables', 'Ripe and red.'],
      ['Turmeric Powder 200 g', 'Spices', ''],
      ['Sona Masoori Rice 5 kg', 'Staples', ''],
      ['Idli Rava 1 kg', 'Staples', 'Soft idlis that rise well.'],
    ] as const) await addProduct(world.app, seller, { storeId: kirana.id, name, category, description, price: 50, quantity: 10 });
    await addProduct(world.app, greengrocer, { storeId: fresh.id, name: 'Potatoes 1 kg', category: 'Vegetables', price: 30, quantity: 10 });
  });
  afterAll(() => world.env.cleanup());

  it('across stores: poah finds Poha (two letters swapped, one typo) and tomoto finds tomatoes', async () => {
    expect(await search('poah')).toEqual(['Poha 500 g']);
    expect(await search('tomoto')).toEqual(['Tomatoes 1 kg']);
    expect(await search('tomoto 1 kg')).toEqual(['Tomatoes 1 kg']);
    expect(await names('/api/products/search?q=poah&city=Pune')).toEqual(['Poha 500 g']);
  });

  it('in a store: poah, tur dal, aata and tomoto find their products, and so do arhar dal and tamatar', async () => {
    expect(await inStore('poah')).toEqual(['Poha 500 g']);
    expect(await inStore('tur dal')).toEqual(['Toor Dal 1 kg']);
    expect(await inStore('aata')).toEqual(['Aashirvaad Whole Wheat Atta 5 kg']);
    expect(await inStore('tomoto')).toEqual(['Tomatoes 1 kg']);
    expect(await inStore('arhar dal')).toEqual(['Toor Dal 1 kg']);
    expect(await inStore('tamatar')).toEqual(['Tomatoes 1 kg']);
  });

  it('in the store list: kiranna and krana find the kirana, and kirana finds it as before', async () => {
    expect(await stores('kirana')).toEqual(['Sharma Kirana']);
    expect(await stores('kiranna')).toEqual(['Sharma Kirana']);
    expect(await stores('krana')).toEqual(['Sharma Kirana']);
    expect(await stores('sharma kiranna')).toEqual(['Sharma Kirana']);
    expect(await stores('vegitables')).toEqual(['Patil Fresh']);
    expect(await stores('arma')).toEqual(['Sharma Kirana']); // part of a word, as typed
    expect(await stores('zzyzx')).toEqual([]);
  });

  it('forgives two typos in a word of 8 letters or more, but none in a word of 3', async () => {
    expect(await search('termaric')).toEqual(['Turmeric Powder 200 g']); // u→e and e→a
    expect(await inStore('termaric powder')).toEqual(['Turmeric Powder 200 g']);
    // 'poa' is one typo from poha, but a word of three letters only matches as typed.
    expect(await search('poa')).toEqual([]);
    expect(await inStore('poa')).toEqual([]);
  });

  it('ranks a match of the word as typed above a corrected one, and leaves a word spelled right alone', async () => {
    // "rise" is in Idli Rava's description only; as a typo of "rice" it finds the rice, ranked below.
    expect(await search('rise')).toEqual(['Idli Rava 1 kg', 'Sona Masoori Rice 5 kg', 'Poha 500 g']);
    // A known word is not widened: "rice" finds what says rice (Poha's description too), not "rise".
    expect(await search('rice')).toEqual(['Sona Masoori Rice 5 kg', 'Poha 500 g']);
    expect(await search('poha')).toEqual(['Poha 500 g']);
  });

  it('learns the words of new and renamed products and stores in the same write', async () => {
    const product = await addProduct(world.app, seller, { storeId: kirana.id, name: 'Kokum Sherbet 750 ml', category: 'Beverages', price: 120, quantity: 5 });
    expect(await search('kokam')).toEqual(['Kokum Sherbet 750 ml']);
    const renamed = await world.app.request(`/api/products/${product.id}`, request('PUT', { name: 'Sabudana 500 g', category: 'Staples' }, seller));
    expect(renamed.status).toBe(200);
    expect(await search('sabudaana')).toEqual(['Sabudana 500 g']); // doubled letters fold
    expect(await search('sabuadna')).toEqual(['Sabudana 500 g']); // a swap
    expect(await search('sago')).toEqual(['Sabudana 500 g']); // a synonym
    const chemistOwner = await caller('seller');
    const chemist = await openStore(world.app, chemistOwner, { name: 'Joshi Medicals', city: 'Pune', category: 'Pharmacy', description: 'Open late.' });
    expect(await stores('medcals')).toEqual(['Joshi Medicals']);
    expect(await stores('chemist')).toEqual(['Joshi Medicals']); // a synonym of medical, as a whole word
    const moved = await world.app.request(`/api/stores/${chemist.id}`, request('PUT', { name: 'Joshi Aushadhalaya' }, chemistOwner));
    expect(moved.status).toBe(200);
    expect(await stores('aushadalaya')).toEqual(['Joshi Aushadhalaya']);
  });
});
