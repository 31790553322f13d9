import {
  STORY_REPLY_MAX,
  type StoryReaction,
  storyReactions,
} from '@betogether/contracts/stories/stories.constants';
import type { Story } from '@betogether/contracts/stories/stories.schemas';
import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { type FormEvent, useId, useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { visuallyHidden } from '@/ui/visually-hidden';
import { useReactToStory } from '../api/react-to-story';
import { useReplyToStory } from '../api/reply-to-story';
import { stage } from '../story-look';
import { onStage } from './viewer-header';

/** Each quick reaction's name, for screen readers and the confirmation. */
export const reactionNames: Record<StoryReaction, string> = {
  '❤️': 'love',
  '😂': 'haha',
  '😮': 'wow',
  '😢': 'sad',
  '👏': 'clap',
  '🔥': 'fire',
};

type Props = {
  story: Story;
  /** The reply field has the focus (the story waits while the member writes). */
  onWriting: (writing: boolean) => void;
};

/** For someone else's story: the quick reactions and a message to its author. */
export function ViewerActions({ story, onWriting }: Props) {
  const { t } = useTranslation('stories');
  const notify = useNotify();
  const id = useId();
  const [text, setText] = useState('');
  const react = useReactToStory(story);
  const reply = useReplyToStory(story.id);
  const trimmed = text.trim();

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || reply.isPending) return;
    reply.mutate(trimmed, {
      onSuccess: () => {
        setText('');
        notify(t('viewer.replySent', { name: story.author.displayName }));
      },
      onError: (error) => notify(problemMessage(error, t, { ns: 'stories' }), 'error'),
    });
  };

  const pick = (emoji: StoryReaction) =>
    react.mutate(emoji, {
      onSuccess: () => notify(t('viewer.reacted', { emoji })),
      onError: (error) => notify(problemMessage(error, t, { ns: 'stories' }), 'error'),
    });

  return (
    <Box sx={{ display: 'grid', gap: 1, px: 1.5, pb: 1.5 }}>
      <Box
        role="group"
        aria-label={t('viewer.reactions')}
        sx={{ display: 'flex', justifyContent: 'space-around' }}
      >
        {storyReactions.map((emoji) => (
          <ButtonBase
            key={emoji}
            onClick={() => pick(emoji)}
            aria-label={t(`reactions.${reactionNames[emoji]}`)}
            aria-pressed={story.myReaction === emoji}
            sx={{
              width: 44,
              height: 44,
              borderRadius: '50%',
              fontSize: 26,
              bgcolor: story.myReaction === emoji ? stage.controlHover : 'transparent',
              transition: 'transform 120ms',
              '&:hover': { transform: 'scale(1.15)' },
              '&.Mui-focusVisible': { outline: `2px solid ${stage.text}` },
            }}
          >
            <span aria-hidden>{emoji}</span>
          </ButtonBase>
        ))}
      </Box>
      <Box component="form" onSubmit={send} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="label" htmlFor={`${id}-reply`} sx={visuallyHidden}>
          {t('viewer.replyLabel', { name: story.author.displayName })}
        </Box>
        <InputBase
          id={`${id}-reply`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={() => onWriting(true)}
          onBlur={() => onWriting(false)}
          placeholder={t('viewer.replyPlaceholder')}
          inputProps={{ maxLength: STORY_REPLY_MAX, enterKeyHint: 'send' }}
          sx={{
            flexGrow: 1,
            color: stage.text,
            border: 1,
            borderColor: stage.dimText,
            borderRadius: 6,
            px: 2,
            py: 0.75,
            '& input::placeholder': { color: stage.dimText, opacity: 1 },
            '&.Mui-focused': { borderColor: stage.text, borderWidth: 2 },
          }}
        />
        <IconButton
          type="submit"
          aria-label={t('viewer.send')}
          disabled={!trimmed || reply.isPending}
          sx={{ ...onStage, '&.Mui-disabled': { color: stage.track } }}
        >
          <SendRounded />
        </IconButton>
      </Box>
    </Box>
  );
}
