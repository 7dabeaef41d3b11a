import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressedVariants } from './compressed-variants.ts';

describe('compressed copies of built files', () => {
  const script = Buffer.from('export const greeting = "namaste";\n'.repeat(200));

  it('makes brotli and gzip copies of text that decompress to the file', async () => {
    const variants = await compressedVariants(script, 'text/javascript; charset=utf-8');
    expect(brotliDecompressSync(variants.br!).equals(script)).toBe(true);
    expect(gunzipSync(variants.gzip!).equals(script)).toBe(true);
    expect(variants.br!.length).toBeLessThan(script.length / 5);
  });

  it('leaves images and tiny files alone', async () => {
    expect(await compressedVariants(Buffer.alloc(5000), 'image/webp')).toEqual({});
    expect(await compressedVariants(Buffer.from('tiny'), 'text/css')).toEqual({});
  });

  it('picks brotli, then gzip, honouring q=0', () => {
    const both = { br: Buffer.from('b'), gzip: Buffer.from('g') };
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('gzip, br;q=0', both)).toBe('gzip');
    expect(chooseEncoding('identity', both)).toBeNull();
    expect(chooseEncoding(undefined, both)).toBeNull();
    expect(chooseEncoding('br', {})).toBeNull();
  });
});
