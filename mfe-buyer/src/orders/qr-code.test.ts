import { describe, expect, it } from 'vitest';
import { PLAY_STORE_QR_IMAGE, PLAY_STORE_URL } from '../content/app-download.ts';
import {
  alignmentPositions, dataCodewords, encodeQr, formatBits, interleave, qrSvgPath, QrTooLongError, reedSolomon, versionBits,
} from './qr-code.ts';

/** The stroke path of the home page's app QR, which the `qrcode` package drew (level M). */
function playStorePath(): string {
  const svg = decodeURIComponent(PLAY_STORE_QR_IMAGE.replace('data:image/svg+xml,', ''));
  const match = /stroke="#000" d="([^"]+)"/.exec(svg);
  if (!match?.[1]) throw new Error('no path in the app QR');
  return match[1];
}

describe('building blocks against published values', () => {
  it('computes the error correction of the standard HELLO WORLD 1-M example', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomon(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
    // A single block: data then error correction.
    expect(interleave(data, 1)).toEqual([...data, 196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('has the format words of level M from the standard table', () => {
    const table = ['101010000010010', '101000100100101', '101111001111100', '101101101001011', '100010111111001', '100000011001110', '100111110010111', '100101010100000'];
    expect(Array.from({ length: 8 }, (_, mask) => formatBits(mask).toString(2).padStart(15, '0'))).toEqual(table);
  });

  it('has the version words from the standard table', () => {
    expect(versionBits(7)).toBe(0x07c94);
    expect(versionBits(8)).toBe(0x085bc);
    expect(versionBits(40)).toBe(0x28c69);
  });

  it('knows the level-M capacities and alignment positions', () => {
    expect([1, 2, 3, 4, 5, 10, 40].map(dataCodewords)).toEqual([16, 28, 44, 64, 86, 216, 2334]);
    expect(alignmentPositions(1)).toEqual([]);
    expect(alignmentPositions(2)).toEqual([6, 18]);
    expect(alignmentPositions(7)).toEqual([6, 22, 38]);
    expect(alignmentPositions(32)).toEqual([6, 34, 60, 86, 112, 138]);
  });
});

describe('whole symbols', () => {
  it('draws the same symbol as the qrcode package, mask choice included', () => {
    const code = encodeQr(PLAY_STORE_URL);
    expect(code.version).toBe(4);
    expect(code.size).toBe(33);
    expect(qrSvgPath(code, 1)).toBe(playStorePath());
  });

  it('matches a version-7 UPI link drawn by another encoder with the mask forced', () => {
    // Kazuhiko Arase's QRCode for JavaScript, level M, mask 5: one hex number per row.
    const expected = [
      '1fc9e366497f', '105af6b41a41', '175012097a5d', '17587eaf9b5d', '174fa3f3e75d', '1046791e3041', '1fd55555557f', '001a93157700',
      '10598bfc40ce', '0934966cc76e', '0d5a6c95455e', '14b064b35dbe', '1c44b65f5259', '070c70e95bb3', '0adbf715ad5c', '010543c6c54f',
      '0b4c3798e28a', '1daf7b0aeb15', '0e6036590989', '1a9aec2179b7', '11fbfdf20bf9', '131f6b16f716', '0d5665573f56', '1f112d15fd1d',
      '17f2eff733fb', '0912bf49eb2f', '05ec4d8e24a6', '0630abb84315', '1d50c73625f1', '182ffd524bc5', '174a47c21b6b', '1127affd7cdf',
      '074e46208cf0', '1795da94fc35', '017ea8e50d96', '0f0689995a5c', '137587f95bff', '00152719e913', '1fcf17550d5e', '10492b16c515',
      '174f91f4c9f9', '1741a6baca9b', '174123db9959', '104d09dfd52c', '1fdcaafa68ea',
    ];
    const text = 'upi://pay?pa=kesar.kirana.kothrud.pune@okhdfcbank&pn=Kesar%20Kirana%20and%20General%20Stores%20Kothrud&am=1249.50&cu=INR';
    const code = encodeQr(text, { mask: 5 });
    expect(code.version).toBe(7);
    const rows = code.modules.map((row) => BigInt(`0b${row.map((m) => (m ? '1' : '0')).join('')}`).toString(16).padStart(12, '0'));
    expect(rows).toEqual(expected);
  });

  it('grows the version with the text and refuses what no version holds', () => {
    expect(encodeQr('a').version).toBe(1);
    expect(encodeQr('x'.repeat(300)).version).toBe(13);
    expect(() => encodeQr('x'.repeat(2400))).toThrow(QrTooLongError);
  });

  it('encodes non-ASCII store names as UTF-8', () => {
    // 'दुकान' is 15 UTF-8 bytes: still version 1 at level M (14 bytes max) is too small.
    expect(encodeQr('दुकान').version).toBe(2);
  });
});
