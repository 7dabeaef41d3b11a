import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financialYearOf, invoiceSerial, INVOICE_SERIAL_PATTERN, splitInclusiveGst, taxAmounts, taxModeOf, type TaxMode } from './invoice.ts';

/** The rates a product may carry (percent). */
const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28, 40];
const amount = fc.integer({ min: 0, max: 1_000_000_000_00 }); // up to ₹1,000 crore
const rate = fc.oneof(fc.constantFrom(...GST_RATES), fc.integer({ min: 0, max: 9_999 }).map((bp) => bp / 100));
const mode = fc.constantFrom<TaxMode>('intra-state', 'inter-state', 'none');

describe('GST inside an inclusive price (properties)', () => {
  it('taxable value + CGST + SGST + IGST is the amount exactly, and no part is negative or fractional', () => {
    fc.assert(fc.property(amount, rate, mode, (paise, pct, m) => {
      const s = splitInclusiveGst(paise, pct, m);
      expect(s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise).toBe(paise);
      for (const part of Object.values(s)) {
        expect(part).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(part)).toBe(true);
      }
    }));
  });

  it('the taxable value is the amount × 100 / (100 + rate) to the nearest paisa', () => {
    fc.assert(fc.property(amount, rate, (paise, pct) => {
      const { taxablePaise } = splitInclusiveGst(paise, pct, 'inter-state');
      expect(Math.abs(taxablePaise - (paise * 100) / (100 + pct))).toBeLessThanOrEqual(0.5 + 1e-6);
    }));
  });

  it('inside a state the two halves differ by at most one paisa (SGST takes the odd one) and add up to the IGST across states', () => {
    fc.assert(fc.property(amount, rate, (paise, pct) => {
      const intra = splitInclusiveGst(paise, pct, 'intra-state');
      const inter = splitInclusiveGst(paise, pct, 'inter-state');
      expect(intra.igstPaise).toBe(0);
      expect(inter.cgstPaise + inter.sgstPaise).toBe(0);
      expect(intra.sgstPaise - intra.cgstPaise).toBeGreaterThanOrEqual(0);
      expect(intra.sgstPaise - intra.cgstPaise).toBeLessThanOrEqual(1);
      expect(intra.cgstPaise + intra.sgstPaise).toBe(inter.igstPaise);
      expect(intra.taxablePaise).toBe(inter.taxablePaise);
    }));
  });

  it('rate 0, or no GSTIN, means no tax', () => {
    fc.assert(fc.property(amount, rate, mode, (paise, pct, m) => {
      expect(splitInclusiveGst(paise, 0, m)).toEqual({ taxablePaise: paise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
      expect(splitInclusiveGst(paise, pct, 'none')).toEqual({ taxablePaise: paise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
    }));
  });

  it('a higher rate never leaves a higher taxable value', () => {
    fc.assert(fc.property(amount, rate, rate, (paise, a, b) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      expect(splitInclusiveGst(paise, high, 'inter-state').taxablePaise).toBeLessThanOrEqual(splitInclusiveGst(paise, low, 'inter-state').taxablePaise);
    }));
  });

  it('the column totals of many lines are the sums of the lines and add up to the sum of the amounts', () => {
    fc.assert(fc.property(fc.array(fc.record({ amountPaise: amount, ratePercent: rate }), { maxLength: 30 }), mode, (amounts, m) => {
      const { lines, totals } = taxAmounts(amounts, m);
      expect(totals.amountPaise).toBe(amounts.reduce((sum, a) => sum + a.amountPaise, 0));
      expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(totals.amountPaise);
      expect(totals.cgstPaise).toBe(lines.reduce((sum, l) => sum + l.cgstPaise, 0));
      expect(totals.sgstPaise - totals.cgstPaise).toBeLessThanOrEqual(lines.length);
    }));
  });

  it('refuses amounts that are not whole non-negative paise and negative rates', () => {
    expect(() => splitInclusiveGst(-1, 5, 'intra-state')).toThrow(RangeError);
    expect(() => splitInclusiveGst(1.5, 5, 'intra-state')).toThrow(RangeError);
    expect(() => splitInclusiveGst(100, -5, 'intra-state')).toThrow(RangeError);
  });

  it('worked examples', () => {
    // ₹118 at 18 %: ₹100 + ₹9 + ₹9.
    expect(splitInclusiveGst(11_800, 18, 'intra-state')).toEqual({ taxablePaise: 10_000, cgstPaise: 900, sgstPaise: 900, igstPaise: 0 });
    // ₹105 at 5 % across states: ₹100 + ₹5 IGST.
    expect(splitInclusiveGst(10_500, 5, 'inter-state')).toEqual({ taxablePaise: 10_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 500 });
    // ₹10 at 5 %: 952.38… → 952 paise, 48 paise of tax, 24 + 24.
    expect(splitInclusiveGst(1_000, 5, 'intra-state')).toEqual({ taxablePaise: 952, cgstPaise: 24, sgstPaise: 24, igstPaise: 0 });
    // ₹1 at 12 %: 89.28… → 89, 11 paise of tax: CGST 5, SGST 6.
    expect(splitInclusiveGst(100, 12, 'intra-state')).toEqual({ taxablePaise: 89, cgstPaise: 5, sgstPaise: 6, igstPaise: 0 });
  });
});

describe('tax mode', () => {
  it('same state (any case or spacing) splits, another state integrates, no GSTIN or unknown state is none', () => {
    expect(taxModeOf({ gstin: '27AAPFU0939F1ZV', supplierState: 'Maharashtra', placeOfSupply: ' maharashtra ' })).toBe('intra-state');
    expect(taxModeOf({ gstin: '27AAPFU0939F1ZV', supplierState: 'Maharashtra', placeOfSupply: 'Karnataka' })).toBe('inter-state');
    expect(taxModeOf({ gstin: '', supplierState: 'Maharashtra', placeOfSupply: 'Maharashtra' })).toBe('none');
    expect(taxModeOf({ gstin: '27AAPFU0939F1ZV', supplierState: 'Maharashtra', placeOfSupply: null })).toBe('none');
  });
});

describe('financial year and serial', () => {
  it('April to March by the clock in India', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z'))).toBe(2025); // 23:59:59 on 31 March in India
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toBe(2026); // 00:00 on 1 April in India
    expect(financialYearOf(new Date('2027-01-15T10:00:00Z'))).toBe(2026);
    expect(financialYearOf(new Date('2026-12-31T20:00:00Z'))).toBe(2026); // already 1 January 2027 in India
  });

  it('every serial fits rule 46 (≤ 16 letters, digits, - or /) and differs per number and year', () => {
    fc.assert(fc.property(fc.integer({ min: 2000, max: 2098 }), fc.integer({ min: 1, max: 9_999_999 }), fc.integer({ min: 1, max: 9_999_999 }), (fy, a, b) => {
      const serial = invoiceSerial(fy, a);
      expect(serial).toMatch(INVOICE_SERIAL_PATTERN);
      expect(serial === invoiceSerial(fy, b)).toBe(a === b);
      expect(serial).not.toBe(invoiceSerial(fy + 1, a));
    }));
    expect(invoiceSerial(2026, 123)).toBe('INV/2627/000123');
    expect(invoiceSerial(2099, 1)).toBe('INV/9900/000001');
  });
});
