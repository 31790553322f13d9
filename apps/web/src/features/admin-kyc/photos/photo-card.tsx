import type { KycDetail } from '@betogether/contracts/kyc/kyc.schemas';
import OpenInFullRounded from '@mui/icons-material/OpenInFullRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Hint } from '@/ui/hint';
import { PhotoFrame } from './photo-frame';
import { PhotoMissing } from './photo-state';
import { PhotoTools, zoomPercent } from './photo-tools';
import { type PhotoAction, photoKeyAction, type Turns, turned, zoomedIn, zoomedOut } from './photo-zoom';
import { usePhotoSource } from './use-photo-source';

type Document = KycDetail['documents'][number];

export type PhotoLinks = {
  /** When the detail holding these links arrived. */
  version: number;
  renew: () => void;
  renewFailed: boolean;
  /** A photo came on screen: the log of openings has a new line. */
  onShown: () => void;
};

type Props = {
  document: Document;
  links: PhotoLinks;
  turns: Turns;
  onTurn: (turns: Turns) => void;
  onOpenFull: () => void;
  keysHelpId: string;
};

/** Applies a zoom or turn action; answers whether it was one (the key is then taken). */
export function applyPhotoAction(
  action: PhotoAction,
  view: { zoom: number; turns: Turns },
  set: { zoom: (zoom: number) => void; turns: (turns: Turns) => void },
) {
  if (action === 'zoomIn') set.zoom(zoomedIn(view.zoom));
  else if (action === 'zoomOut') set.zoom(zoomedOut(view.zoom));
  else if (action === 'reset') set.zoom(1);
  else set.turns(turned(view.turns, action === 'turnRight' ? 1 : -1));
}

/** One photo of the request in the page: its frame, zoom and turn buttons, and full screen. */
export function PhotoCard({ document, links, turns, onTurn, onOpenFull, keysHelpId }: Props) {
  const { t, i18n } = useTranslation('admin-kyc');
  const [zoom, setZoom] = useState(1);
  const source = usePhotoSource({ url: document.url, ...links });
  const side = t(`sides.${document.side}`);
  const short = t(`sidesShort.${document.side}`);
  const shown = document.url !== null && source.status !== 'broken';
  const act = (action: PhotoAction) =>
    applyPhotoAction(action, { zoom, turns }, { zoom: setZoom, turns: onTurn });
  const onKeyDown = (event: KeyboardEvent) => {
    const action = shown ? photoKeyAction(event) : null;
    if (!action) return;
    event.preventDefault();
    act(action);
  };

  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={side}
      onKeyDown={onKeyDown}
      data-testid={`kyc-photo-${document.side}`}
    >
      <CardContent sx={{ display: 'grid', gap: 1, p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {side}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('photos.size', { width: document.width, height: document.height })}
          </Typography>
        </Box>
        {shown ? (
          <PhotoFrame
            src={source.src}
            attempt={source.attempt}
            loading={source.status !== 'loaded'}
            alt={t('photos.alt', { side })}
            label={t('photos.frame', {
              side,
              zoom: zoomPercent(zoom, i18n.language),
              degrees: turns * 90,
            })}
            keysHelpId={keysHelpId}
            zoom={zoom}
            turns={turns}
            onLoad={source.onLoad}
            onError={source.onError}
          />
        ) : (
          <PhotoMissing deleted={document.url === null} onRetry={source.retry} />
        )}
        {shown && (
          <PhotoTools side={short} zoom={zoom} onAction={act}>
            <Box sx={{ flexGrow: 1 }} />
            <Hint title={t('photos.fullScreen', { side: short })}>
              <IconButton
                color="inherit"
                aria-label={t('photos.fullScreen', { side: short })}
                onClick={onOpenFull}
              >
                <OpenInFullRounded />
              </IconButton>
            </Hint>
          </PhotoTools>
        )}
      </CardContent>
    </Card>
  );
}
