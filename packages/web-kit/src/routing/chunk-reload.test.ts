import { describe, expect, it } from 'vitest';
import { chunkReloadMark, isChunkLoadError, shouldReloadForChunkError } from './chunk-reload.ts';

const chunkError = Object.assign(new Error('Loading chunk 412 failed.\n(error: https://haat.example/412.js)'), { name: 'ChunkLoadError' });
const T0 = 1_000_000;

describe('chunk reload', () => {
  it('recognises failed lazy loads from rspack, Chrome, Firefox and Safari', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once per path, then shows the error page', () => {
    expect(shouldReloadForChunkError(chunkError, '/cart', null, T0)).toBe(true);
    const mark = chunkReloadMark('/cart', T0);
    expect(shouldReloadForChunkError(chunkError, '/cart', mark, T0 + 2000)).toBe(false);
    expect(shouldReloadForChunkError(chunkError, '/orders', mark, T0 + 2000)).toBe(true);
    expect(shouldReloadForChunkError(chunkError, '/cart', mark, T0 + 30_000)).toBe(true);
  });

  it('never reloads for other errors, and survives a corrupt mark', () => {
    expect(shouldReloadForChunkError(new Error('boom'), '/cart', null, T0)).toBe(false);
    expect(shouldReloadForChunkError(chunkError, '/cart', '{oops', T0)).toBe(true);
  });
});
