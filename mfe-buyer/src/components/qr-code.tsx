import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useT } from '../i18n';

const QR_SIZE_PX = 140;

/**
 * The destination address as a QR code (SPEC §3: width 140, margin 2). Drawn as SVG, which needs
 * no canvas and stays sharp on any screen.
 */
export function AddressQrCode({ address }: { address: string }) {
  const t = useT();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setSrc(null);
    setFailed(false);
    QRCode.toString(address, { type: 'svg', width: QR_SIZE_PX, margin: 2, errorCorrectionLevel: 'M' })
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [address]);
  if (failed) return <p className="by-muted by-small">{t('common.qrFailed')}</p>;
  // The frame's border and padding come on top of the code's 140 px (content-box in buyer.css),
  // so the frame never cuts into the code or its own edge.
  return (
    <div className="by-qr" style={{ width: QR_SIZE_PX, height: QR_SIZE_PX }}>
      {src && <img src={src} width={QR_SIZE_PX} height={QR_SIZE_PX} alt={t('common.qrAlt', { address })} data-testid="by-qr" />}
    </div>
  );
}
