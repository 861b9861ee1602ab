import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The destination address as a QR code (SPEC §3: width 140, margin 2). Drawn as SVG, which needs
 * no canvas and stays sharp on any screen.
 */
export function AddressQrCode({ address }: { address: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setSrc(null);
    setFailed(false);
    QRCode.toString(address, { type: 'svg', width: 140, margin: 2, errorCorrectionLevel: 'M' })
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [address]);
  if (failed) return <p className="by-muted by-small">The QR code could not be drawn; copy the address instead.</p>;
  return (
    <div className="by-qr" style={{ width: 140, height: 140 }}>
      {src && <img src={src} width={140} height={140} alt={`QR code of the address ${address}`} data-testid="by-qr" />}
    </div>
  );
}
