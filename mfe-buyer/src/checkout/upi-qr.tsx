import { useMemo } from 'react';
import { toSvgPath } from 'lean-qr/extras/svg';
import { upiQrCode } from './upi-qr-code.ts';

const QUIET_ZONE = 4;

/** The UPI pay link as a QR code (an inline SVG, drawn in the browser; null when it cannot be encoded). */
export function UpiQr({ link, label }: { link: string; label: string }) {
  const drawn = useMemo(() => {
    const code = upiQrCode(link);
    return code ? { size: code.size, path: toSvgPath(code) } : null;
  }, [link]);
  if (!drawn) return null;
  const box = drawn.size + QUIET_ZONE * 2;
  return (
    <svg className="upi-qr" role="img" aria-label={label} viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`} shapeRendering="crispEdges">
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
