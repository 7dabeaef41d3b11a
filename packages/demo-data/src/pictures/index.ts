import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { IconifyJSON } from '@iconify-json/twemoji';

/**
 * @haat/demo-data/pictures: draws the demo's product and store pictures from Twemoji's artwork
 * (CC BY 4.0, see DEMO_PICTURES_CREDIT) as the PNG a seller's phone would upload. Apart from the
 * demo data itself, so the services that only read the data load neither sharp nor the icon set.
 */

let iconSet: Promise<IconifyJSON> | null = null;

/** The whole set is one 10 MB JSON file: read once, and only when a picture is drawn. */
const loadIconSet = () => (iconSet ??= readFile(fileURLToPath(import.meta.resolve('@iconify-json/twemoji/icons.json')), 'utf8').then((text) => JSON.parse(text) as IconifyJSON));

/** One icon as a nested <svg> in the box at (x, y) of `size` pixels: Iconify's body and view box. */
async function iconSvg(name: string, x: number, y: number, size: number): Promise<string> {
  const set = await loadIconSet();
  const icon = set.icons[name];
  if (!icon) throw new Error(`Twemoji has no icon '${name}'`);
  const left = icon.left ?? set.left ?? 0;
  const top = icon.top ?? set.top ?? 0;
  const width = icon.width ?? set.width ?? 16;
  const height = icon.height ?? set.height ?? 16;
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="${left} ${top} ${width} ${height}">${icon.body}</svg>`;
}

const canvas = (width: number, height: number, tint: string, content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${tint}"/>${content}</svg>`;

/**
 * A product's picture: 800×600 (4:3, the desktop card), the artwork in the middle at 360 px, so
 * the phone's square card (the middle 600×600) still shows all of it.
 */
export async function demoProductPictureSvg(icon: string, tint: string): Promise<string> {
  return canvas(800, 600, tint, await iconSvg(icon, 220, 120, 360));
}

/**
 * A store's picture: up to three of its products' artworks in a row, 1200×800 (the store preset's
 * box), 220 px high across the middle, so the 16:9 store card, the 5:1 banner and the square logo
 * all show them.
 */
export async function demoStorePictureSvg(icons: readonly string[], tint: string): Promise<string> {
  const shown = icons.slice(0, 3);
  const size = 220;
  const gap = 90;
  const rowWidth = shown.length * size + (shown.length - 1) * gap;
  const parts = await Promise.all(shown.map((icon, i) => iconSvg(icon, (1200 - rowWidth) / 2 + i * (size + gap), (800 - size) / 2, size)));
  return canvas(1200, 800, tint, parts.join(''));
}

/** A drawn picture as PNG bytes: what the image pipeline takes from a seller (it does not take SVG). */
export async function pngOfSvg(svg: string): Promise<Uint8Array> {
  return new Uint8Array(await sharp(Buffer.from(svg)).png({ compressionLevel: 2 }).toBuffer());
}
