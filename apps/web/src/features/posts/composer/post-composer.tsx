import { purposeRules } from '@betogether/contracts/media/media.constants';
import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import { type Audience, POST_BODY_MAX, POST_MEDIA_MAX } from '@betogether/contracts/posts/posts.constants';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import EmojiEmotionsOutlined from '@mui/icons-material/EmojiEmotionsOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { type ClipboardEvent, type FormEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { problemMessage, serverFieldErrors } from '@/lib/problem-message';
import { useSession } from '@/lib/session';
import { useSingleSend } from '@/lib/use-single-send';
import { useTranslation } from '@/lib/use-translation';
import { Hint } from '@/ui/hint';
import { useNotify } from '@/ui/snackbar';
import { visuallyHidden } from '@/ui/visually-hidden';
import { useCreatePost } from '../api/create-post';
import { AudiencePicker } from './audience-picker';
import { CharacterCounter } from './character-counter';
import { PostDetailInput } from './post-detail-input';
import { useMentionSuggestions } from './use-mention-suggestions';

type Picture = {
  key: string;
  file: File;
  altText: string;
  status: 'uploading' | 'ready' | 'failed';
  media: MediaObject | null;
};

const imageRule = purposeRules['post-media'];

// Picture tiles (and the uploader behind them) are fetched with the first picture added.
const ComposerImage = lazy(async () => ({ default: (await import('./composer-image')).ComposerImage }));
let pictureKey = 0;

/** The box at the top of the feed: text with @mentions, up to 10 pictures, audience, feeling, place. */
export function PostComposer() {
  const { t } = useTranslation('posts');
  const { userData } = useSession();
  const notify = useNotify();
  const id = useId();
  const create = useCreatePost();
  const send = useSingleSend();
  const field = useRef<HTMLTextAreaElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [body, setBody] = useState('');
  const [audience, setAudience] = useState<Audience>('friends');
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [feeling, setFeeling] = useState<string | null>(null);
  const [location, setLocation] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const mentions = useMentionSuggestions(body, setBody, field, box);

  const ready = pictures.filter((p) => p.status === 'ready' && p.media);
  const uploading = pictures.some((p) => p.status === 'uploading');
  const tooLong = body.length > POST_BODY_MAX;
  const hasContent = body.trim().length > 0 || ready.length > 0;
  const canPost = hasContent && !tooLong && !uploading && !create.isPending;
  const fieldErrors = serverFieldErrors(create.error, t);
  const expanded = body.length > 0 || pictures.length > 0 || feeling !== null || location !== null;

  const update = (key: string, change: Partial<Picture>) =>
    setPictures((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const addFiles = (files: File[]) => {
    setPickError(null);
    const images = files.filter((file) => imageRule.types.includes(file.type));
    const fitting = images.filter((file) => file.size <= imageRule.maxBytes);
    const room = POST_MEDIA_MAX - pictures.length;
    if (images.length < files.length) setPickError(t('composer.wrongType'));
    else if (fitting.length < images.length) setPickError(t('composer.tooLarge'));
    else if (fitting.length > room) setPickError(t('composer.tooMany', { count: POST_MEDIA_MAX }));
    const added = fitting.slice(0, Math.max(0, room)).map<Picture>((file) => {
      pictureKey += 1;
      return { key: `picture-${pictureKey}`, file, altText: '', status: 'uploading', media: null };
    });
    if (added.length > 0) setPictures((list) => [...list, ...added]);
  };

  const onPaste = (event: ClipboardEvent) => {
    const files = [...event.clipboardData.files];
    if (files.length === 0) return;
    event.preventDefault();
    addFiles(files);
  };

  const reset = () => {
    setBody('');
    setPictures([]);
    setFeeling(null);
    setLocation(null);
    setPickError(null);
    create.reset();
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canPost) return;
    const content = {
      body,
      audience,
      feeling: feeling?.trim() || null,
      location: location?.trim() || null,
      images: ready.map((p) => ({ mediaId: (p.media as MediaObject).id, altText: p.altText })),
    };
    const clientKey = send.begin(content);
    if (!clientKey) return;
    create.mutate(
      { ...content, clientKey },
      {
        onSuccess: () => {
          send.end(true);
          reset();
          notify(t('composer.posted'));
        },
        onError: () => send.end(false),
      },
    );
  };

  if (!userData) return null;
  return (
    <Card component="section" aria-labelledby={`${id}-title`} sx={{ mb: 2 }}>
      <Box component="form" onSubmit={submit} noValidate sx={{ p: 2, pb: 1 }}>
        <Box component="h2" id={`${id}-title`} sx={visuallyHidden}>
          {t('composer.title')}
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <Avatar
            src={userData.avatarUrl ?? undefined}
            alt=""
            sx={{ width: 40, height: 40, bgcolor: 'primary.main' }}
          >
            {userData.firstName.slice(0, 1)}
          </Avatar>
          <Box
            ref={box}
            sx={{
              flexGrow: 1,
              minWidth: 0,
              borderRadius: 3,
              bgcolor: 'action.hover',
              px: 2,
              py: 1,
              '&:focus-within': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
            }}
          >
            <InputBase
              inputRef={field}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              onKeyDown={(event) => {
                if (mentions.handleKeyDown(event)) return;
                if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit();
              }}
              onPaste={onPaste}
              placeholder={t('composer.placeholder', { name: userData.firstName })}
              multiline
              minRows={expanded ? 3 : 1}
              maxRows={16}
              fullWidth
              inputProps={{
                'aria-label': t('composer.label'),
                'aria-describedby': `${id}-hint`,
                'aria-invalid': tooLong,
                ...mentions.fieldProps,
              }}
              sx={{ fontSize: expanded ? 16 : 17 }}
            />
            <Box component="span" id={`${id}-hint`} sx={{ display: 'none' }}>
              {t('composer.hint')}
            </Box>
          </Box>
          {mentions.list}
        </Box>

        {pictures.length > 0 && (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
              gap: 1.5,
              mt: 2,
            }}
          >
            {pictures.map((picture, index) => (
              <Suspense key={picture.key} fallback={<PictureLoading />}>
                <ComposerImage
                  key={picture.key}
                  file={picture.file}
                  index={index}
                  altText={picture.altText}
                  disabled={create.isPending}
                  onAltText={(altText) => update(picture.key, { altText })}
                  onReady={(media) => update(picture.key, { status: 'ready', media })}
                  onFailed={() => update(picture.key, { status: 'failed' })}
                  onUploading={() => update(picture.key, { status: 'uploading' })}
                  onRemove={() => setPictures((list) => list.filter((p) => p.key !== picture.key))}
                />
              </Suspense>
            ))}
          </Box>
        )}

        {(feeling !== null || location !== null) && (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, mt: 2 }}>
            {feeling !== null && (
              <PostDetailInput
                detail="feeling"
                value={feeling}
                onChange={setFeeling}
                error={fieldErrors.feeling}
                autoFocus
              />
            )}
            {location !== null && (
              <PostDetailInput
                detail="location"
                value={location}
                onChange={setLocation}
                error={fieldErrors.location}
                autoFocus
              />
            )}
          </Box>
        )}

        {(pickError || create.isError) && (
          <Alert
            severity="error"
            sx={{ mt: 2 }}
            onClose={() => (pickError ? setPickError(null) : create.reset())}
          >
            {pickError ??
              fieldErrors.body ??
              fieldErrors.images ??
              problemMessage(create.error, t, { ns: 'posts' })}
          </Alert>
        )}

        <Divider sx={{ mt: 1.5, mb: 1 }} />
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Hint title={t('composer.addPhotos')}>
            <span>
              <IconButton
                onClick={() => fileInput.current?.click()}
                aria-label={t('composer.addPhotos')}
                disabled={pictures.length >= POST_MEDIA_MAX || create.isPending}
                sx={{ color: 'success.main' }}
              >
                <AddPhotoAlternateOutlined />
              </IconButton>
            </span>
          </Hint>
          <input
            ref={fileInput}
            type="file"
            accept={imageRule.types.join(',')}
            multiple
            hidden
            onChange={(event) => {
              addFiles([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          <Hint title={t('composer.addFeeling')}>
            <IconButton
              onClick={() => setFeeling((value) => (value === null ? '' : null))}
              aria-label={t('composer.addFeeling')}
              aria-pressed={feeling !== null}
              sx={{ color: 'warning.main' }}
            >
              <EmojiEmotionsOutlined />
            </IconButton>
          </Hint>
          <Hint title={t('composer.addLocation')}>
            <IconButton
              onClick={() => setLocation((value) => (value === null ? '' : null))}
              aria-label={t('composer.addLocation')}
              aria-pressed={location !== null}
              sx={{ color: 'error.main' }}
            >
              <PlaceOutlined />
            </IconButton>
          </Hint>
          <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'flex-end', minWidth: 0 }}>
            <CharacterCounter length={body.length} max={POST_BODY_MAX} />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
            <AudiencePicker value={audience} onChange={setAudience} disabled={create.isPending} />
            <Button
              type="submit"
              variant="contained"
              disabled={!canPost}
              loading={create.isPending}
              sx={{ px: 3 }}
            >
              {t('composer.post')}
            </Button>
          </Box>
        </Box>
        {uploading && (
          <Box sx={{ typography: 'body2', color: 'text.secondary', mt: 0.5 }} role="status">
            {t('composer.waitForPictures')}
          </Box>
        )}
      </Box>
    </Card>
  );
}

/** Where a picture's tile will be, while its code downloads (the first picture of a visit). */
function PictureLoading() {
  return <Box sx={{ aspectRatio: '1', borderRadius: 2, bgcolor: 'action.hover' }} />;
}
