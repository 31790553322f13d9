import type { KycDocumentSide } from '@betogether/contracts/kyc/kyc.constants';
import type { KycDetail } from '@betogether/contracts/kyc/kyc.schemas';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Hint } from '@/ui/hint';
import { applyPhotoAction, type PhotoLinks } from './photo-card';
import { PhotoFrame } from './photo-frame';
import { PhotoMissing } from './photo-state';
import { PhotoTools, zoomPercent } from './photo-tools';
import { type PhotoAction, photoKeyAction, type Turns } from './photo-zoom';
import { usePhotoSource } from './use-photo-source';

type Document = KycDetail['documents'][number];

type Props = {
  documents: Document[];
  index: number;
  onIndex: (index: number) => void;
  turnsOf: (side: KycDocumentSide) => Turns;
  onTurn: (side: KycDocumentSide, turns: Turns) => void;
  links: PhotoLinks;
  onClose: () => void;
};

/** The photo on show: its own load (it is a new opening), zoom and the side's turn. */
function ViewerPhoto({
  document,
  links,
  zoom,
  turns,
  keysHelpId,
}: {
  document: Document;
  links: PhotoLinks;
  zoom: number;
  turns: Turns;
  keysHelpId: string;
}) {
  const { t, i18n } = useTranslation('admin-kyc');
  const source = usePhotoSource({ url: document.url, ...links });
  const side = t(`sides.${document.side}`);
  if (document.url === null || source.status === 'broken')
    return <PhotoMissing fill deleted={document.url === null} onRetry={source.retry} />;
  return (
    <PhotoFrame
      fill
      src={source.src}
      attempt={source.attempt}
      loading={source.status !== 'loaded'}
      alt={t('photos.alt', { side })}
      label={t('photos.frame', { side, zoom: zoomPercent(zoom, i18n.language), degrees: turns * 90 })}
      keysHelpId={keysHelpId}
      zoom={zoom}
      turns={turns}
      onLoad={source.onLoad}
      onError={source.onError}
    />
  );
}

/**
 * The request's photos full screen on a dark ground, one at a time: zoom (buttons, + and −), quarter
 * turns (buttons, R), previous and next (buttons, ← and → while the photo is whole on screen; zoomed
 * in, the arrows scroll it), Escape closes. Turns are the page's: a photo stays turned both ways.
 */
export function PhotoViewerDialog({ documents, index, onIndex, turnsOf, onTurn, links, onClose }: Props) {
  const { t } = useTranslation('admin-kyc');
  const titleId = useId();
  const keysHelpId = useId();
  const [zoom, setZoom] = useState(1);
  const document = documents[index];
  if (!document) return null;
  const side = t(`sides.${document.side}`);
  const short = t(`sidesShort.${document.side}`);
  const turns = turnsOf(document.side);
  const count = documents.length;

  const go = (step: 1 | -1) => {
    setZoom(1);
    onIndex((index + step + count) % count);
  };
  const act = (action: PhotoAction) =>
    applyPhotoAction(
      action,
      { zoom, turns },
      { zoom: setZoom, turns: (next) => onTurn(document.side, next) },
    );
  const onKeyDown = (event: KeyboardEvent) => {
    const action = photoKeyAction(event);
    if (action) {
      event.preventDefault();
      act(action);
    } else if (zoom === 1 && count > 1 && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      event.preventDefault();
      go(event.key === 'ArrowRight' ? 1 : -1);
    }
  };
  const iconButton = (label: string, icon: ReactNode, onClick: () => void) => (
    <Hint title={label}>
      <IconButton color="inherit" aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Hint>
  );

  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      onKeyDown={onKeyDown}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          // Dark in both themes, as photo viewers are; a button that cannot act stays readable as such.
          sx: {
            bgcolor: '#0b0d12',
            color: '#f5f7fa',
            backgroundImage: 'none',
            '& .MuiIconButton-root.Mui-disabled': { color: 'rgba(245, 247, 250, 0.38)' },
          },
        },
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1,
            px: { xs: 1, sm: 2 },
            py: 1,
            borderBottom: '1px solid rgba(255, 255, 255, 0.12)',
          }}
        >
          <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
            {t('viewer.title', { side, number: index + 1, total: count })}
          </Typography>
          <PhotoTools side={short} zoom={zoom} disabled={document.url === null} onAction={act}>
            {count > 1 && iconButton(t('viewer.previous'), <ChevronLeftRounded />, () => go(-1))}
            {count > 1 && iconButton(t('viewer.next'), <ChevronRightRounded />, () => go(1))}
            {iconButton(t('viewer.close'), <CloseRounded />, onClose)}
          </PhotoTools>
        </Box>
        <Box sx={{ flexGrow: 1, minHeight: 0 }}>
          <ViewerPhoto
            key={document.id}
            document={document}
            links={links}
            zoom={zoom}
            turns={turns}
            keysHelpId={keysHelpId}
          />
        </Box>
        <Typography
          id={keysHelpId}
          variant="caption"
          component="p"
          sx={{ px: 2, py: 1, textAlign: 'center', opacity: 0.8, display: { xs: 'none', sm: 'block' } }}
        >
          {t(count > 1 ? 'viewer.keys' : 'viewer.keysOne')}
        </Typography>
      </Box>
    </Dialog>
  );
}
