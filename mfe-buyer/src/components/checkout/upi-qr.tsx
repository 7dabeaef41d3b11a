import { useMemo } from 'react';
import { encodeQr, qrSvgPath } from '../../orders/qr-code.ts';

const QUIET_ZONE = 4;

/** The UPI pay link as a QR code (an inline SVG, drawn in the browser; null when it cannot be encoded). */
export function UpiQr({ link, label }: { link: string; label: string }) {
  const drawn = useMemo(() => {
    try {
      const code = encodeQr(link);
      return { size: code.size + QUIET_ZONE * 2, path: qrSvgPath(code, QUIET_ZONE) };
    } catch {
      return null;
    }
  }, [link]);
  if (!drawn) return null;
  return (
    <svg className="upi-qr" role="img" aria-label={label} viewBox={`0 0 ${drawn.size} ${drawn.size}`} shapeRendering="crispEdges">
      <rect width={drawn.size} height={drawn.size} fill="#fff" />
      <path d={drawn.path} stroke="#000" strokeWidth={1} />
    </svg>
  );
}
