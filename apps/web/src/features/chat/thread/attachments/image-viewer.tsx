import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import ChevronLeftOutlined from '@mui/icons-material/ChevronLeftOutlined';
import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';

type Props = {
  open: boolean;
  pictures: MediaObject[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
};

const overlayButton = {
  position: 'absolute',
  color: '#fff',
  bgcolor: 'rgba(0,0,0,0.5)',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' },
} as const;

/** A message's pictures full screen: the arrows (buttons or keys) go through them, Escape closes. */
export function ImageViewer({ open, pictures, index, onIndex, onClose }: Props) {
  const { t } = useTranslation('chat');
  const picture = pictures[index];
  if (!picture) return null;
  const many = pictures.length > 1;
  const go = (step: number) => onIndex((index + step + pictures.length) % pictures.length);
  return (
    <Dialog
      open={open}
      fullScreen
      onClose={onClose}
      onKeyDown={(event) => {
        if (!many) return;
        if (event.key === 'ArrowRight') go(1);
        else if (event.key === 'ArrowLeft') go(-1);
      }}
      slotProps={{
        paper: {
          'aria-label': t('attachments.viewer', { index: index + 1, total: pictures.length }),
          sx: { bgcolor: 'rgba(0,0,0,0.92)' },
        },
      }}
    >
      <Box sx={{ position: 'relative', width: '100%', height: '100%', display: 'flex' }}>
        <Box
          component="img"
          src={picture.url ?? undefined}
          alt=""
          sx={{ m: 'auto', maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
        <IconButton
          aria-label={t('attachments.closeViewer')}
          onClick={onClose}
          sx={{ ...overlayButton, top: 12, right: 12 }}
        >
          <CloseOutlined />
        </IconButton>
        {many && (
          <>
            <IconButton
              aria-label={t('attachments.previous')}
              onClick={() => go(-1)}
              sx={{ ...overlayButton, left: 12, top: '50%' }}
            >
              <ChevronLeftOutlined />
            </IconButton>
            <IconButton
              aria-label={t('attachments.next')}
              onClick={() => go(1)}
              sx={{ ...overlayButton, right: 12, top: '50%' }}
            >
              <ChevronRightOutlined />
            </IconButton>
            <Typography
              sx={{ position: 'absolute', bottom: 16, width: '100%', textAlign: 'center', color: '#fff' }}
            >
              {index + 1} / {pictures.length}
            </Typography>
          </>
        )}
      </Box>
    </Dialog>
  );
}
