import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import MicNoneOutlined from '@mui/icons-material/MicNoneOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDuration } from '@/lib/call-duration';
import { useTranslation } from '@/lib/use-translation';
import { lazyPart } from '@/ui/lazy-part';
import { visuallyHidden } from '@/ui/visually-hidden';
import { fileSize } from './file-purpose';

const ImageViewer = lazyPart(() => import('./image-viewer').then((m) => m.ImageViewer));

/** The smallest variant at least `width` wide (a thumbnail that stays sharp), else the largest. */
function thumbnailOf(media: MediaObject, width: number): string | null {
  const variants = [...media.variants].sort((a, b) => a.width - b.width);
  return (variants.find((v) => v.width >= width) ?? variants.at(-1))?.url ?? media.url;
}

function Pictures({ pictures }: { pictures: MediaObject[] }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState<number | null>(null);
  const single = pictures.length === 1;
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: single ? '1fr' : 'repeat(2, minmax(0, 1fr))',
          gap: 0.5,
          width: single ? 'min(280px, 100%)' : 'min(280px, 100%)',
        }}
      >
        {pictures.map((picture, index) => (
          <ButtonBase
            key={picture.id}
            onClick={() => setOpen(index)}
            aria-label={t('attachments.openPicture', { index: index + 1, total: pictures.length })}
            sx={{ borderRadius: 2, overflow: 'hidden', display: 'block' }}
          >
            <Box
              component="img"
              src={thumbnailOf(picture, single ? 560 : 280) ?? undefined}
              alt=""
              loading="lazy"
              width={picture.width ?? undefined}
              height={picture.height ?? undefined}
              sx={{
                display: 'block',
                width: '100%',
                height: single ? 'auto' : '100%',
                aspectRatio: single ? undefined : '1',
                maxHeight: 360,
                objectFit: 'cover',
                bgcolor: 'action.hover',
              }}
            />
          </ButtonBase>
        ))}
      </Box>
      <ImageViewer
        open={open !== null}
        pictures={pictures}
        index={open ?? 0}
        onIndex={setOpen}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

function FileCard({ file }: { file: MediaObject }) {
  const { t, i18n } = useTranslation('chat');
  const name = file.fileName ?? t('attachments.file');
  return (
    <Link
      href={file.url ?? undefined}
      download={name}
      underline="none"
      color="inherit"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1,
        borderRadius: 2,
        bgcolor: 'action.hover',
        maxWidth: 280,
        '&:hover, &:focus-visible': { bgcolor: 'action.selected' },
      }}
    >
      <InsertDriveFileOutlined aria-hidden />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          <Box component="span" sx={visuallyHidden}>
            {t('attachments.download')}{' '}
          </Box>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {fileSize(file.size, i18n.language)}
        </Typography>
      </Box>
      <DownloadOutlined fontSize="small" aria-hidden />
    </Link>
  );
}

function VoiceNote({ note }: { note: MediaObject }) {
  const { t } = useTranslation('chat');
  const seconds = note.durationSeconds ?? null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: 'min(280px, 100%)' }}>
      <MicNoneOutlined fontSize="small" aria-hidden />
      <Box
        component="audio"
        controls
        preload="metadata"
        src={note.url ?? undefined}
        aria-label={
          seconds === null
            ? t('attachments.voice')
            : t('attachments.voiceOf', { duration: formatDuration(seconds) })
        }
        sx={{ flex: 1, minWidth: 0, height: 36 }}
      />
    </Box>
  );
}

/** A message's files: its pictures in a grid (opened large), documents to download, a voice note to play. */
export function MessageAttachments({ files }: { files: MediaObject[] }) {
  if (files.length === 0) return null;
  const pictures = files.filter((file) => file.purpose === 'chat-image');
  const others = files.filter((file) => file.purpose !== 'chat-image');
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mb: 0.5 }}
      data-testid="message-attachments"
    >
      {pictures.length > 0 && <Pictures pictures={pictures} />}
      {others.map((file) =>
        file.purpose === 'chat-voice' ? (
          <VoiceNote key={file.id} note={file} />
        ) : (
          <FileCard key={file.id} file={file} />
        ),
      )}
    </Box>
  );
}
