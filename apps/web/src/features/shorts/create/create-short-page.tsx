import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import { SHORT_ALT_TEXT_MAX, SHORT_CAPTION_MAX } from '@betogether/contracts/shorts/shorts.constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { UploadError } from '@/lib/uploader/upload-errors';
import { useUpload } from '@/lib/uploader/use-upload';
import { useSingleSend } from '@/lib/use-single-send';
import { useTranslation } from '@/lib/use-translation';
import { RetryAlert } from '@/ui/retry-alert';
import { useNotify } from '@/ui/snackbar';
import { TextInput } from '@/ui/text-input';
import { useCreateShort } from '../api/create-short';
import { useVideoLimits } from '../api/get-video-limits';
import { isUuid } from '../is-uuid';
import { fullCount } from '../player/counts';
import { refusalText } from './limit-texts';
import { RemixBanner } from './remix-banner';
import { UploadStatus } from './upload-status';
import { checkVideoDuration, checkVideoFile } from './video-checks';
import { VideoPicker } from './video-picker';
import { VideoPreview } from './video-preview';

/**
 * /social/short/create: pick a video (refused at once when too large or too long), watch it upload
 * and get ready, write the caption and alt text, post, and land on the new short. With a remix
 * (`?remix=<shortId>`) the short keeps that short's sound.
 */
export function CreateShortPage({ remix }: { remix: string | null }) {
  const { t, i18n } = useTranslation('shorts');
  const titleId = useId();
  // A wrong `?remix=` makes a short with its own sound.
  const remixOf = isUuid(remix) ? remix : null;
  const navigate = useNavigate();
  const notify = useNotify();
  const limits = useVideoLimits();
  const uploader = useUpload();
  const create = useCreateShort();
  const send = useSingleSend();
  const [file, setFile] = useState<File | null>(null);
  const [media, setMedia] = useState<MediaObject | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [caption, setCaption] = useState('');
  const [altText, setAltText] = useState('');
  // The pick an upload belongs to: a late answer for a video put aside changes nothing.
  const pickNumber = useRef(0);
  const uploadedPick = useRef(-1);

  useEffect(() => {
    document.title = `${t('create.title')} · BeTogether`;
  }, [t]);

  const follow = (upload: Promise<MediaObject | null>) => {
    const mine = pickNumber.current;
    upload.then(
      (ready) => {
        if (mine !== pickNumber.current) return;
        if (ready) setMedia(ready);
        // Cancelled: back to choosing.
        else setFile(null);
      },
      // The failure shows from the uploader's state.
      () => undefined,
    );
  };

  const startUpload = (picked: File) => {
    // Metadata can arrive twice (a preview reloaded): one upload per pick.
    if (uploadedPick.current === pickNumber.current) return;
    uploadedPick.current = pickNumber.current;
    follow(uploader.upload(picked, 'short-video'));
  };

  const reset = () => {
    if (uploader.state.status === 'uploading' || uploader.state.status === 'paused') uploader.cancel();
    pickNumber.current += 1;
    setFile(null);
    setMedia(null);
  };

  const pick = (picked: File) => {
    if (!limits.data) return;
    const refused = checkVideoFile(picked, limits.data);
    setRefusal(refused ? refusalText(refused, t, i18n.language) : null);
    if (refused) return;
    pickNumber.current += 1;
    setFile(picked);
  };

  const onDuration = (seconds: number) => {
    if (!file || !limits.data) return;
    const refused = checkVideoDuration(seconds, limits.data);
    if (refused) {
      setRefusal(refusalText(refused, t, i18n.language));
      setFile(null);
      return;
    }
    startUpload(file);
  };

  const state = uploader.state;
  const failure =
    state.status !== 'failed'
      ? null
      : state.error instanceof ApiError
        ? problemMessage(state.error, t, { ns: 'shorts' })
        : t('create.processingFailed', { reason: (state.error as Error).message });
  // Sending again helps after a network or server failure, not after a refusal or a video the
  // server could not prepare (the same file fails the same way).
  const canRetry =
    state.status === 'failed' &&
    state.error instanceof ApiError &&
    (!(state.error instanceof UploadError) || state.error.kind === 'failed');
  const captionTooLong = caption.length > SHORT_CAPTION_MAX;
  const altTooLong = altText.length > SHORT_ALT_TEXT_MAX;
  const canPost = media !== null && !captionTooLong && !altTooLong && !create.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canPost || !media) return;
    const content = { mediaId: media.id, caption, altText, ...(remixOf ? { remixOf } : {}) };
    const clientKey = send.begin(content);
    if (!clientKey) return;
    create.mutate(
      { ...content, clientKey },
      {
        onSuccess: (short) => {
          send.end(true);
          notify(t('create.posted'));
          navigate(paths.short.href({ shortId: short.id }));
        },
        onError: () => send.end(false),
      },
    );
  };

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ mx: { xs: 1, sm: 0 } }}>
      <CardContent component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          <Typography id={titleId} variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t(remixOf ? 'create.remixTitle' : 'create.title')}
          </Typography>
          {remixOf && <RemixBanner shortId={remixOf} />}
          {limits.isPending ? (
            <Skeleton variant="rounded" height={180} aria-label={t('create.limitsLoading')} />
          ) : limits.isError ? (
            <RetryAlert
              message={problemMessage(limits.error, t, { ns: 'shorts' })}
              retryLabel={t('actions.retry')}
              onRetry={() => void limits.refetch()}
            />
          ) : file ? (
            <Box
              sx={{
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                gap: 2,
                alignItems: 'flex-start',
              }}
            >
              <VideoPreview file={file} onDuration={onDuration} onUnreadable={() => startUpload(file)} />
              <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.name}</Typography>
                <UploadStatus
                  state={state}
                  ready={media !== null}
                  failure={failure}
                  canRetry={canRetry}
                  onCancel={uploader.cancel}
                  onRetry={() => follow(uploader.retry())}
                />
                <Button onClick={reset} sx={{ alignSelf: 'flex-start' }}>
                  {t('create.another')}
                </Button>
              </Stack>
            </Box>
          ) : (
            <VideoPicker limits={limits.data} onPick={pick} refusal={refusal} />
          )}
          <TextInput
            label={t('create.caption')}
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
            multiline
            minRows={2}
            maxRows={8}
            error={captionTooLong}
            helperText={t('counter', {
              length: fullCount(caption.length, i18n.language),
              max: fullCount(SHORT_CAPTION_MAX, i18n.language),
            })}
          />
          <TextInput
            label={t('create.altText')}
            value={altText}
            onChange={(event) => setAltText(event.target.value)}
            multiline
            minRows={1}
            maxRows={4}
            error={altTooLong}
            helperText={
              altTooLong
                ? t('counter', {
                    length: fullCount(altText.length, i18n.language),
                    max: fullCount(SHORT_ALT_TEXT_MAX, i18n.language),
                  })
                : t('create.altHelp')
            }
          />
          {create.isError && (
            <Alert severity="error">{problemMessage(create.error, t, { ns: 'shorts' })}</Alert>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={!canPost}
              loading={create.isPending}
            >
              {t('create.post')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
