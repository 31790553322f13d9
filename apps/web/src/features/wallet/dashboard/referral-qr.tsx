import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';

const SIZE = 168;

/** The invitation link as an SVG data URL (the CSP allows data: images); dark on white for any scanner. */
async function qrCodeDataUrl(text: string): Promise<string> {
  const { toString: renderQr } = await import('qrcode');
  const svg = await renderQr(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#1C1E21', light: '#FFFFFF' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A QR code of the invitation link, to scan from another phone, with a download link. */
export function ReferralQr({ link }: { link: string }) {
  const { t } = useTranslation('wallet');
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setSrc(null);
    qrCodeDataUrl(link).then(
      (url) => current && setSrc(url),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [link]);

  if (failed) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
      {src ? (
        <Box
          component="img"
          src={src}
          alt={t('invite.qrAlt')}
          width={SIZE}
          height={SIZE}
          data-testid="referral-qr"
          sx={{ borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: '#FFFFFF' }}
        />
      ) : (
        <Skeleton variant="rounded" width={SIZE} height={SIZE} />
      )}
      {src && (
        <Link href={src} download="betogether-invitation-qr.svg" variant="body2">
          {t('invite.qrDownload')}
        </Link>
      )}
    </Box>
  );
}
