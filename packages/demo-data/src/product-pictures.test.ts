import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { IconifyJSON } from '@iconify-json/twemoji';
import { demoProductPictures, demoStores } from './index.ts';
import { demoProductPictureSvg, demoStorePictureSvg, pngOfSvg } from './pictures/index.ts';

describe('demo product pictures', () => {
  it('names a Twemoji artwork for every demo product, and only for demo products', async () => {
    const set = JSON.parse(await readFile(fileURLToPath(import.meta.resolve('@iconify-json/twemoji/icons.json')), 'utf8')) as IconifyJSON;
    const names = demoStores.flatMap((store) => store.products.map((product) => product.name));
    expect(names.filter((name) => !(name in demoProductPictures))).toEqual([]);
    expect(Object.keys(demoProductPictures).filter((name) => !names.includes(name))).toEqual([]);
    expect(Object.values(demoProductPictures).filter((icon) => !(icon in set.icons))).toEqual([]);
  });

  it('draws a product as an 800×600 PNG and a store as a 1200×800 one, the artwork on the tint', async () => {
    const product = await sharp(await pngOfSvg(await demoProductPictureSvg('mango', '#fef3c7'))).raw().toBuffer({ resolveWithObject: true });
    expect(product.info).toMatchObject({ width: 800, height: 600, format: 'raw' });
    const pixel = (x: number, y: number) => [...product.data.subarray((y * 800 + x) * product.info.channels, (y * 800 + x) * product.info.channels + 3)];
    expect(pixel(5, 5)).toEqual([0xfe, 0xf3, 0xc7]); // the corner is the tint
    expect(pixel(400, 300)).not.toEqual([0xfe, 0xf3, 0xc7]); // the middle is the mango
    const store = await sharp(await pngOfSvg(await demoStorePictureSvg(['bread', 'cookie', 'croissant', 'cupcake'], '#dcfce7'))).metadata();
    expect(store).toMatchObject({ width: 1200, height: 800, format: 'png' });
  });

  it('refuses an icon the set does not have', async () => {
    await expect(demoProductPictureSvg('no-such-icon', '#fff')).rejects.toThrow("Twemoji has no icon 'no-such-icon'");
  });
});
