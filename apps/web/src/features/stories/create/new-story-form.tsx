import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import {
  STORY_CAPTION_MAX,
  STORY_LINK_LABEL_MAX,
  type StoryAudience,
  type StoryBackground,
} from '@betogether/contracts/stories/stories.constants';
import type { CreateStoryBody } from '@betogether/contracts/stories/stories.schemas';
import PhotoOutlined from '@mui/icons-material/PhotoOutlined';
import TextFieldsRounded from '@mui/icons-material/TextFieldsRounded';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { problemMessage } from '@/lib/problem-message';
import { useSingleSend } from '@/lib/use-single-send';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { TextInput } from '@/ui/text-input';
import { useCreateStory } from '../api/create-story';
import { useCloseFriends } from '../api/get-close-friends';
import { useVideoLimits } from '../api/get-video-limits';
import { type StoryLocationState, storyHref } from '../viewer/story-location';
import { AudienceField } from './audience-field';
import { MediaField, type PickedFile } from './media-field';
import { linkProblem } from './story-link';
import { StoryPreview } from './story-preview';
import { TextFields } from './text-fields';

type Kind = CreateStoryBody['kind'];
const kindIcons = { photo: PhotoOutlined, video: VideocamOutlined, text: TextFieldsRounded } as const;

/**
 * The "New story" tab: a photo, a video or words on a colour, an optional caption and link
 * sticker, who sees it; the preview follows every change. Sharing opens the new story.
 */
export function NewStoryForm({ onEditCloseFriends }: { onEditCloseFriends: () => void }) {
  const { t } = useTranslation('stories');
  const navigate = useNavigate();
  const notify = useNotify();
  const limits = useVideoLimits();
  const closeFriends = useCloseFriends();
  const create = useCreateStory();
  const single = useSingleSend();
  const [kind, setKind] = useState<Kind>('photo');
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const [media, setMedia] = useState<MediaObject | null>(null);
  const [text, setText] = useState('');
  const [background, setBackground] = useState<StoryBackground>('blue');
  const [caption, setCaption] = useState('');
  const [linkUrl, setLinkUrl] = useState('');
  const [linkLabel, setLinkLabel] = useState('');
  const [linkChecked, setLinkChecked] = useState(false);
  const [audience, setAudience] = useState<StoryAudience>('friends');

  // The chosen file's preview address lives as long as the form (or until another is chosen).
  const pickedNow = useRef(picked);
  pickedNow.current = picked;
  useEffect(
    () => () => {
      if (pickedNow.current) URL.revokeObjectURL(pickedNow.current.url);
    },
    [],
  );

  /** Another kind of story: a file chosen for the previous kind is let go (its upload cancelled). */
  const switchKind = (next: Kind) => {
    if (picked) URL.revokeObjectURL(picked.url);
    setPicked(null);
    setMedia(null);
    setKind(next);
  };

  const problem = linkProblem(linkUrl);
  const link = linkUrl.trim() && !problem ? { url: linkUrl.trim(), label: linkLabel.trim() || null } : null;
  const hasContent = kind === 'text' ? text.trim().length > 0 : media !== null;
  const canShare = hasContent && !problem && !create.isPending;

  const share = (event: FormEvent) => {
    event.preventDefault();
    setLinkChecked(true);
    if (!canShare) return;
    const content: Omit<CreateStoryBody, 'clientKey'> = {
      kind,
      ...(kind === 'text' ? { text: text.trim(), background } : { mediaId: media?.id }),
      ...(caption.trim() ? { caption: caption.trim() } : {}),
      ...(link ? { link: { url: link.url, ...(link.label ? { label: link.label } : {}) } } : {}),
      audience,
    };
    const clientKey = single.begin(content);
    if (!clientKey) return;
    create.mutate(
      { ...content, clientKey },
      {
        onSuccess: (story) => {
          single.end(true);
          notify(t('create.shared'));
          const state: StoryLocationState = { authorId: story.author.id };
          navigate(storyHref(story.id), { replace: true, state });
        },
        onError: () => single.end(false),
      },
    );
  };

  return (
    <Box
      component="form"
      onSubmit={share}
      noValidate
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 240px' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          value={kind}
          onChange={(_event, next: Kind | null) => next && next !== kind && switchKind(next)}
          aria-label={t('create.kind')}
        >
          {(['photo', 'video', 'text'] as const).map((option) => {
            const Icon = kindIcons[option];
            return (
              <ToggleButton key={option} value={option} sx={{ gap: 1 }}>
                <Icon fontSize="small" aria-hidden />
                {t(`create.kinds.${option}`)}
              </ToggleButton>
            );
          })}
        </ToggleButtonGroup>
        {kind === 'text' ? (
          <TextFields text={text} onText={setText} background={background} onBackground={setBackground} />
        ) : (
          <MediaField
            key={kind}
            kind={kind}
            limits={limits.data}
            picked={picked}
            onPick={setPicked}
            onMedia={setMedia}
          />
        )}
        <TextInput
          label={t('create.caption')}
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
          inputProps={{ maxLength: STORY_CAPTION_MAX }}
        />
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' } }}>
          <TextInput
            label={t('create.link')}
            value={linkUrl}
            type="url"
            inputMode="url"
            placeholder="https://"
            onChange={(event) => setLinkUrl(event.target.value)}
            onBlur={() => setLinkChecked(true)}
            error={linkChecked && problem !== null}
            helperText={linkChecked && problem ? t(`create.linkProblems.${problem}`) : t('create.linkHint')}
          />
          <TextInput
            label={t('create.linkLabel')}
            value={linkLabel}
            onChange={(event) => setLinkLabel(event.target.value)}
            inputProps={{ maxLength: STORY_LINK_LABEL_MAX }}
            disabled={!linkUrl.trim()}
          />
        </Box>
        <AudienceField
          value={audience}
          onChange={setAudience}
          closeFriends={closeFriends.data?.items.length ?? null}
          onEditCloseFriends={onEditCloseFriends}
        />
        {create.isError && (
          <Alert severity="error">{problemMessage(create.error, t, { ns: 'stories' })}</Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!canShare}
          loading={create.isPending}
        >
          {t('create.share')}
        </Button>
      </Box>
      <Box sx={{ gridRow: { xs: 1, md: 'auto' } }}>
        <StoryPreview
          kind={kind}
          picked={picked}
          text={text}
          background={background}
          caption={caption}
          link={link}
        />
      </Box>
    </Box>
  );
}
