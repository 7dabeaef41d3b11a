import { generate, type Bitmap2D } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import { describe, expect, it } from 'vitest';
import { PLAY_STORE_QR_IMAGE, PLAY_STORE_URL } from '../home/app-download.ts';
import { UPI_QR_LEVEL, upiQrCode } from './upi-qr-code.ts';

const modulesOf = (code: Bitmap2D): boolean[][] => Array.from({ length: code.size }, (_row, y) => Array.from({ length: code.size }, (_cell, x) => code.get(x, y)));
const versionOf = (code: Bitmap2D | null): number | null => (code ? (code.size - 17) / 4 : null);

/** The dark modules of the home page's app QR, which the `qrcode` package drew (level M, margin 1) as stroked runs. */
function playStoreModules(): boolean[][] {
  const svg = decodeURIComponent(PLAY_STORE_QR_IMAGE.replace('data:image/svg+xml,', ''));
  const path = /stroke="#000" d="([^"]+)"/.exec(svg)?.[1];
  if (!path) throw new Error('no path in the app QR');
  const modules = Array.from({ length: 33 }, () => Array<boolean>(33).fill(false));
  let x = 0;
  let y = 0;
  for (const [, op, a, b] of path.matchAll(/([Mmh])([\d.]+)(?: ([\d.]+))?/g)) {
    if (op === 'M') [x, y] = [Number(a) - 1, Number(b) - 1.5];
    else if (op === 'm') x += Number(a);
    else for (let i = 0; i < Number(a); i++) modules[y]![x++] = true;
  }
  return modules;
}

describe('the UPI QR code (lean-qr)', () => {
  it('draws the same symbol as the qrcode package, mask choice included', () => {
    const code = upiQrCode(PLAY_STORE_URL);
    expect(versionOf(code)).toBe(4);
    expect(modulesOf(code!)).toEqual(playStoreModules());
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
    const code = generate(text, { ...UPI_QR_LEVEL, mask: 5 });
    expect(versionOf(code)).toBe(7);
    const rows = modulesOf(code).map((row) => BigInt(`0b${row.map((m) => (m ? '1' : '0')).join('')}`).toString(16).padStart(12, '0'));
    expect(rows).toEqual(expected);
    // Without a forced mask the link still gets a symbol of the same version.
    expect(versionOf(upiQrCode(text))).toBe(7);
  });

  it('grows the version with the text and refuses what no version holds', () => {
    expect(versionOf(upiQrCode('a'))).toBe(1);
    expect(versionOf(upiQrCode('x'.repeat(300)))).toBe(13);
    expect(upiQrCode('x'.repeat(2400))).toBeNull();
  });

  it('encodes non-ASCII store names as UTF-8', () => {
    // 'दुकान' is 15 UTF-8 bytes: version 1 at level M (14 bytes max) is too small.
    expect(versionOf(upiQrCode('दुकान'))).toBe(2);
  });

  it('has the level-M byte capacities of the standard table', () => {
    const capacity: Record<number, number> = { 1: 14, 2: 26, 3: 42, 4: 62, 5: 84, 10: 213, 40: 2331 };
    for (const [version, bytes] of Object.entries(capacity)) {
      expect(versionOf(upiQrCode('x'.repeat(bytes)))).toBe(Number(version));
      if (Number(version) < 40) expect(versionOf(upiQrCode('x'.repeat(bytes + 1)))).toBeGreaterThan(Number(version));
    }
    expect(upiQrCode('x'.repeat(2332))).toBeNull();
  });

  it('outlines the dark modules as one SVG path', () => {
    const path = toSvgPath(upiQrCode('upi://pay?pa=shop@upi&pn=Shop&am=10.00&cu=INR')!);
    // Closed outlines on the module grid (upi-qr.tsx fills them and adds the quiet zone).
    expect(path).toMatch(/^(M\d+ \d+(L\d+ \d+)+Z)+$/);
  });
});
