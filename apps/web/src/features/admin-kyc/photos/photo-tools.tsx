import RotateLeftRounded from '@mui/icons-material/RotateLeftRounded';
import RotateRightRounded from '@mui/icons-material/RotateRightRounded';
import ZoomInRounded from '@mui/icons-material/ZoomInRounded';
import ZoomOutRounded from '@mui/icons-material/ZoomOutRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { intlOnce } from '@/lib/intl-cache';
import { useTranslation } from '@/lib/use-translation';
import { Hint } from '@/ui/hint';
import { MAX_ZOOM, MIN_ZOOM, type PhotoAction } from './photo-zoom';

type Props = {
  /** Which photo, in the buttons' names ("Zoom in on the front of the document"). */
  side: string;
  zoom: number;
  disabled?: boolean;
  onAction: (action: PhotoAction) => void;
  /** More buttons at the end (full screen, previous and next, close). */
  children?: ReactNode;
};

/** The zoom in 100 % steps, as the admin's language writes a percentage. */
export function zoomPercent(zoom: number, language: string): string {
  return intlOnce('admin-kyc-percent', language, () =>
    Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }),
  ).format(zoom);
}

/** Zoom out, the zoom in percent, zoom in, turn left, turn right: each a named button. */
export function PhotoTools({ side, zoom, disabled = false, onAction, children }: Props) {
  const { t, i18n } = useTranslation('admin-kyc');
  const button = (action: PhotoAction, label: string, icon: ReactNode, off = false) => (
    <Hint title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        disabled={disabled || off}
        onClick={() => onAction(action)}
      >
        {icon}
      </IconButton>
    </Hint>
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.25 }}>
      {button('zoomOut', t('photos.zoomOut', { side }), <ZoomOutRounded />, zoom <= MIN_ZOOM)}
      <Typography
        component="output"
        variant="body2"
        aria-label={t('photos.zoomLevel', { side })}
        sx={{ minWidth: '3.25rem', textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
      >
        {zoomPercent(zoom, i18n.language)}
      </Typography>
      {button('zoomIn', t('photos.zoomIn', { side }), <ZoomInRounded />, zoom >= MAX_ZOOM)}
      {button('turnLeft', t('photos.turnLeft', { side }), <RotateLeftRounded />)}
      {button('turnRight', t('photos.turnRight', { side }), <RotateRightRounded />)}
      {children}
    </Box>
  );
}
