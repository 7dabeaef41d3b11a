/**
 * A small QR code encoder (ISO/IEC 18004) for the checkout's UPI payment link: byte mode, error
 * correction level M, versions 1-40, the mask chosen by the standard penalty rules (scored the way
 * the widely used `qrcode` package scores them, so both draw the same symbol). No dependency, and
 * only the checkout page imports it, so it loads with that page alone.
 */

export type QrCode = {
  version: number;
  mask: number;
  size: number;
  /** modules[row][col], true = dark. */
  modules: boolean[][];
};

// Level M per version (index 0 unused): error-correction codewords per block, and the block count.
const ECC_PER_BLOCK_M = [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28];
const BLOCKS_M = [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49];
/** Level M's two format bits are 00; the format word is (level << 3 | mask) with its BCH code. */
const LEVEL_M_BITS = 0;
const MAX_VERSION = 40;

export class QrTooLongError extends Error {
  constructor(bytes: number) {
    super(`The text is too long for a QR code (${bytes} bytes).`);
    this.name = 'QrTooLongError';
  }
}

const bit = (value: number, index: number): boolean => ((value >>> index) & 1) !== 0;

/** Modules that carry data (everything but the fixed patterns, format and version areas). */
export function rawDataModules(version: number): number {
  let result = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2;
    result -= (25 * align - 10) * align - 55;
    if (version >= 7) result -= 36;
  }
  return result;
}

/** Data codewords a level-M symbol of `version` holds. */
export function dataCodewords(version: number): number {
  return Math.floor(rawDataModules(version) / 8) - (ECC_PER_BLOCK_M[version] ?? 0) * (BLOCKS_M[version] ?? 0);
}

export function alignmentPositions(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = Math.floor((version * 8 + count * 3 + 5) / (count * 4 - 4)) * 2;
  const result = [6];
  for (let pos = version * 4 + 10; result.length < count; pos -= step) result.splice(1, 0, pos);
  return result;
}

// --- Reed-Solomon over GF(256) with the QR polynomial 0x11D ---

function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

function rsDivisor(degree: number): number[] {
  const result = Array.from({ length: degree }, () => 0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMultiply(result[j] ?? 0, root);
      if (j + 1 < degree) result[j] = (result[j] ?? 0) ^ (result[j + 1] ?? 0);
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

/** The error-correction codewords of one block. */
export function reedSolomon(data: readonly number[], degree: number): number[] {
  const divisor = rsDivisor(degree);
  const result = Array.from({ length: degree }, () => 0);
  for (const byte of data) {
    const factor = byte ^ (result.shift() ?? 0);
    result.push(0);
    divisor.forEach((coef, i) => { result[i] = (result[i] ?? 0) ^ gfMultiply(coef, factor); });
  }
  return result;
}

// --- Data: one byte-mode segment, terminator, padding ---

function chooseVersion(byteCount: number): number {
  for (let version = 1; version <= MAX_VERSION; version++) {
    const countBits = version <= 9 ? 8 : 16;
    if (4 + countBits + byteCount * 8 <= dataCodewords(version) * 8) return version;
  }
  throw new QrTooLongError(byteCount);
}

/** The data codewords (before error correction) for `bytes` in a symbol of `version`. */
export function encodeData(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = [];
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  put(0b0100, 4);
  put(bytes.length, version <= 9 ? 8 : 16);
  for (const b of bytes) put(b, 8);
  const capacity = dataCodewords(version) * 8;
  put(0, Math.min(4, capacity - bits.length));
  put(0, (8 - (bits.length % 8)) % 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((acc, b) => (acc << 1) | b, 0));
  for (let pad = 0xec; codewords.length < capacity / 8; pad ^= 0xec ^ 0x11) codewords.push(pad);
  return codewords;
}

/** Splits into blocks, adds each block's error correction and interleaves (short blocks first). */
export function interleave(data: readonly number[], version: number): number[] {
  const blockCount = BLOCKS_M[version] ?? 1;
  const eccLength = ECC_PER_BLOCK_M[version] ?? 0;
  const rawCodewords = Math.floor(rawDataModules(version) / 8);
  const shortBlocks = blockCount - (rawCodewords % blockCount);
  const shortLength = Math.floor(rawCodewords / blockCount);
  const blocks: number[][] = [];
  for (let i = 0, k = 0; i < blockCount; i++) {
    const block = data.slice(k, k + shortLength - eccLength + (i < shortBlocks ? 0 : 1));
    k += block.length;
    const ecc = reedSolomon(block, eccLength);
    if (i < shortBlocks) block.push(0);
    blocks.push([...block, ...ecc]);
  }
  const result: number[] = [];
  for (let i = 0; i < (blocks[0]?.length ?? 0); i++) {
    blocks.forEach((block, j) => {
      // The padding byte of a short block is not sent.
      if (i !== shortLength - eccLength || j >= shortBlocks) result.push(block[i] ?? 0);
    });
  }
  return result;
}

// --- The symbol ---

/** The 15-bit format word for level M and `mask` (BCH code, XOR mask 0x5412). */
export function formatBits(mask: number): number {
  const data = (LEVEL_M_BITS << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

/** The 18-bit version word (versions 7 and up). */
export function versionBits(version: number): number {
  let rem = version;
  for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
  return (version << 12) | rem;
}

const MASKS: ((row: number, col: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_r, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

class Matrix {
  readonly version: number;
  readonly size: number;
  readonly modules: boolean[][];
  /** Function modules (patterns, format, version): never data, never masked. */
  readonly fixed: boolean[][];

  constructor(version: number) {
    this.version = version;
    this.size = version * 4 + 17;
    this.modules = Array.from({ length: this.size }, () => Array.from({ length: this.size }, () => false));
    this.fixed = Array.from({ length: this.size }, () => Array.from({ length: this.size }, () => false));
  }

  setFixed(row: number, col: number, dark: boolean): void {
    (this.modules[row] as boolean[])[col] = dark;
    (this.fixed[row] as boolean[])[col] = true;
  }

  drawPatterns(): void {
    const { size } = this;
    for (let i = 0; i < size; i++) {
      this.setFixed(6, i, i % 2 === 0);
      this.setFixed(i, 6, i % 2 === 0);
    }
    for (const [row, col] of [[3, 3], [3, size - 4], [size - 4, 3]] as const) {
      for (let dr = -4; dr <= 4; dr++) {
        for (let dc = -4; dc <= 4; dc++) {
          const r = row + dr;
          const c = col + dc;
          const distance = Math.max(Math.abs(dr), Math.abs(dc));
          if (r >= 0 && r < size && c >= 0 && c < size) this.setFixed(r, c, distance !== 2 && distance !== 4);
        }
      }
    }
    const positions = alignmentPositions(this.version);
    const last = positions.length - 1;
    positions.forEach((row, i) => positions.forEach((col, j) => {
      // Not on top of the three finder patterns.
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dr = -2; dr <= 2; dr++) {
        for (let dc = -2; dc <= 2; dc++) this.setFixed(row + dr, col + dc, Math.max(Math.abs(dr), Math.abs(dc)) !== 1);
      }
    }));
    this.drawFormat(0); // reserves the format areas; drawn again with the chosen mask
    if (this.version >= 7) {
      const bits = versionBits(this.version);
      for (let i = 0; i < 18; i++) {
        const a = size - 11 + (i % 3);
        const b = Math.floor(i / 3);
        this.setFixed(b, a, bit(bits, i));
        this.setFixed(a, b, bit(bits, i));
      }
    }
  }

  drawFormat(mask: number): void {
    const bits = formatBits(mask);
    const { size } = this;
    for (let i = 0; i <= 5; i++) this.setFixed(i, 8, bit(bits, i));
    this.setFixed(7, 8, bit(bits, 6));
    this.setFixed(8, 8, bit(bits, 7));
    this.setFixed(8, 7, bit(bits, 8));
    for (let i = 9; i < 15; i++) this.setFixed(8, 14 - i, bit(bits, i));
    for (let i = 0; i < 8; i++) this.setFixed(8, size - 1 - i, bit(bits, i));
    for (let i = 8; i < 15; i++) this.setFixed(size - 15 + i, 8, bit(bits, i));
    this.setFixed(size - 8, 8, true); // the dark module
  }

  /** Codewords in the two-column zigzag from the bottom right, skipping the timing column. */
  drawCodewords(codewords: readonly number[]): void {
    const { size } = this;
    let i = 0;
    for (let right = size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      const upward = ((right + 1) & 2) === 0;
      for (let vert = 0; vert < size; vert++) {
        const row = upward ? size - 1 - vert : vert;
        for (let j = 0; j < 2; j++) {
          const col = right - j;
          if (this.fixed[row]?.[col] || i >= codewords.length * 8) continue;
          (this.modules[row] as boolean[])[col] = bit(codewords[i >>> 3] ?? 0, 7 - (i & 7));
          i++;
        }
      }
    }
  }

  applyMask(mask: number): void {
    const test = MASKS[mask] as (row: number, col: number) => boolean;
    for (let r = 0; r < this.size; r++) {
      for (let c = 0; c < this.size; c++) {
        if (!this.fixed[r]?.[c] && test(r, c)) (this.modules[r] as boolean[])[c] = !this.modules[r]?.[c];
      }
    }
  }
}

const N1 = 3;
const N2 = 3;
const N3 = 40;
const N4 = 10;

/** The penalty score of a finished symbol (lower is easier to scan). */
export function penalty(modules: readonly (readonly boolean[])[]): number {
  const size = modules.length;
  const at = (r: number, c: number): number => (modules[r]?.[c] ? 1 : 0);
  let points = 0;
  // N1: runs of five or more same-coloured modules in a row or column.
  for (let a = 0; a < size; a++) {
    for (const get of [(b: number) => at(a, b), (b: number) => at(b, a)]) {
      let run = 0;
      let last = -1;
      for (let b = 0; b < size; b++) {
        const m = get(b);
        if (m === last) run++;
        else {
          if (run >= 5) points += N1 + (run - 5);
          last = m;
          run = 1;
        }
      }
      if (run >= 5) points += N1 + (run - 5);
    }
  }
  // N2: 2x2 blocks of one colour.
  let blocks = 0;
  for (let r = 0; r < size - 1; r++) {
    for (let c = 0; c < size - 1; c++) {
      const sum = at(r, c) + at(r, c + 1) + at(r + 1, c) + at(r + 1, c + 1);
      if (sum === 0 || sum === 4) blocks++;
    }
  }
  points += blocks * N2;
  // N3: finder-like 1:1:3:1:1 patterns with four light modules on one side.
  let finders = 0;
  for (let a = 0; a < size; a++) {
    let rowBits = 0;
    let colBits = 0;
    for (let b = 0; b < size; b++) {
      rowBits = ((rowBits << 1) & 0x7ff) | at(a, b);
      colBits = ((colBits << 1) & 0x7ff) | at(b, a);
      if (b >= 10 && (rowBits === 0x5d0 || rowBits === 0x05d)) finders++;
      if (b >= 10 && (colBits === 0x5d0 || colBits === 0x05d)) finders++;
    }
  }
  points += finders * N3;
  // N4: how far the share of dark modules is from half.
  let dark = 0;
  for (let r = 0; r < size; r++) for (let c = 0; c < size; c++) dark += at(r, c);
  points += Math.abs(Math.ceil((dark * 100) / (size * size) / 5) - 10) * N4;
  return points;
}

/** Encodes `text` (as UTF-8) at level M; `mask` forces a mask pattern (0-7), else the best is chosen. */
export function encodeQr(text: string, { mask }: { mask?: number } = {}): QrCode {
  const bytes = new TextEncoder().encode(text);
  const version = chooseVersion(bytes.length);
  const matrix = new Matrix(version);
  matrix.drawPatterns();
  matrix.drawCodewords(interleave(encodeData(bytes, version), version));
  let chosen = mask ?? 0;
  if (mask === undefined) {
    let lowest = Infinity;
    for (let m = 0; m < MASKS.length; m++) {
      matrix.drawFormat(m);
      matrix.applyMask(m);
      const score = penalty(matrix.modules);
      matrix.applyMask(m); // XOR again: back to unmasked
      if (score < lowest) {
        lowest = score;
        chosen = m;
      }
    }
  }
  matrix.drawFormat(chosen);
  matrix.applyMask(chosen);
  return { version, mask: chosen, size: matrix.size, modules: matrix.modules };
}

/**
 * The dark modules as one SVG path of horizontal strokes (draw with stroke-width 1), offset by a
 * quiet-zone `margin`: "M{x} {y}h{n}" starts a row, "m{gap} 0h{n}" continues it.
 */
export function qrSvgPath(code: Pick<QrCode, 'modules'>, margin = 4): string {
  let path = '';
  code.modules.forEach((row, r) => {
    let first = true;
    let gap = 0;
    let c = 0;
    while (c < row.length) {
      if (!row[c]) {
        gap++;
        c++;
        continue;
      }
      let length = 0;
      while (row[c + length]) length++;
      path += first ? `M${c + margin} ${r + margin + 0.5}` : `m${gap} 0`;
      path += `h${length}`;
      first = false;
      gap = 0;
      c += length;
    }
  });
  return path;
}
