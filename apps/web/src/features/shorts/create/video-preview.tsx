import Box from '@mui/material/Box';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';

type Props = {
  file: File;
  /** The length the browser read from the file. */
  onDuration: (seconds: number) => void;
  /** The browser cannot play this file (a codec it lacks): the server will judge it. */
  onUnreadable: () => void;
};

/** The picked video, playable before posting; reading its metadata also gives its length. */
export function VideoPreview({ file, onDuration, onUnreadable }: Props) {
  const { t } = useTranslation('shorts');
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Box
      component="video"
      src={url}
      controls
      muted
      playsInline
      preload="metadata"
      aria-label={t('create.preview')}
      onLoadedMetadata={(event) => onDuration(event.currentTarget.duration)}
      onError={onUnreadable}
      sx={{
        width: { xs: '100%', sm: 200 },
        maxHeight: { xs: 360, sm: 356 },
        aspectRatio: '9 / 16',
        bgcolor: 'common.black',
        borderRadius: 2,
        display: 'block',
        flexShrink: 0,
      }}
    />
  );
}
