import { correction, generate, type Bitmap2D, type GenerateOptions } from 'lean-qr';

/** Error correction M, as the home page's app QR: readable off a phone screen with some glare. */
export const UPI_QR_LEVEL: GenerateOptions = { minCorrectionLevel: correction.M, maxCorrectionLevel: correction.M };

/**
 * The QR symbol of a UPI pay link, from lean-qr (the smallest maintained QR encoder; see
 * docs/decisions/0055-the-upi-qr-code-comes-from-lean-qr.md). null when no QR version holds the link.
 */
export function upiQrCode(link: string): Bitmap2D | null {
  try {
    return generate(link, UPI_QR_LEVEL);
  } catch {
    return null;
  }
}
