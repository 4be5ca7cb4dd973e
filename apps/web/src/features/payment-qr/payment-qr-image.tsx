import { Box, CircularProgress } from '@mui/material';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The payload drawn as a QR image by the qrcode package (error correction M, the level banking
 * apps scan reliably on a phone screen), as a PNG data URL: nothing leaves the browser.
 */
export function PaymentQrImage({
  payload,
  alt,
  size = 220,
}: {
  payload: string;
  alt: string;
  size?: number;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: size })
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch(() => {
        if (live) setSrc(null);
      });
    return () => {
      live = false;
    };
  }, [payload, size]);
  return (
    <Box sx={{ width: size, height: size, display: 'grid', placeItems: 'center', flexShrink: 0 }}>
      {src ? (
        <img
          src={src}
          alt={alt}
          width={size}
          height={size}
          data-testid="payment-qr-image"
          data-payload={payload}
        />
      ) : (
        <CircularProgress size={24} />
      )}
    </Box>
  );
}
