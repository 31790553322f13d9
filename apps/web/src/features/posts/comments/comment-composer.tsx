import { COMMENT_BODY_MAX } from '@betogether/contracts/posts/posts.constants';
import SendRounded from '@mui/icons-material/SendRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { problemMessage, serverFieldErrors } from '@/lib/problem-message';
import { useSession } from '@/lib/session';
import { useSingleSend } from '@/lib/use-single-send';
import { useTranslation } from '@/lib/use-translation';
import { useCreateComment } from '../api/create-comment';
import { CharacterCounter } from '../composer/character-counter';
import { useMentionSuggestions } from '../composer/use-mention-suggestions';

type Props = {
  postId: string;
  /** A reply to this top-level comment. */
  parentId?: string;
  initialText?: string;
  autoFocus?: boolean;
  onFocused?: () => void;
  onSent?: () => void;
  size?: 'normal' | 'small';
};

/** Write a comment or a reply: Enter sends, Shift+Enter starts a new line, @ suggests names. */
export function CommentComposer({
  postId,
  parentId,
  initialText = '',
  autoFocus,
  onFocused,
  onSent,
  size = 'normal',
}: Props) {
  const { t } = useTranslation('posts');
  const { userData } = useSession();
  const id = useId();
  const create = useCreateComment(postId);
  const send = useSingleSend();
  const field = useRef<HTMLTextAreaElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [body, setBody] = useState(initialText);
  const mentions = useMentionSuggestions(body, setBody, field, box);
  const tooLong = body.length > COMMENT_BODY_MAX;
  const canSend = body.trim().length > 0 && !tooLong && !create.isPending;
  const error = create.isError
    ? (serverFieldErrors(create.error, t).body ?? problemMessage(create.error, t, { ns: 'posts' }))
    : null;

  const focused = useRef(onFocused);
  focused.current = onFocused;
  useEffect(() => {
    if (!autoFocus) return;
    const element = field.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
    focused.current?.();
  }, [autoFocus]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const content = { body, ...(parentId ? { parentId } : {}) };
    const clientKey = send.begin(content);
    if (!clientKey) return;
    create.mutate(
      { ...content, clientKey },
      {
        onSuccess: () => {
          send.end(true);
          setBody('');
          onSent?.();
        },
        onError: () => send.end(false),
      },
    );
  };

  if (!userData) return null;
  const avatar = size === 'small' ? 28 : 32;
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <Avatar
        src={userData.avatarUrl ?? undefined}
        alt=""
        sx={{ width: avatar, height: avatar, mt: 0.5, bgcolor: 'primary.main', fontSize: 14 }}
      >
        {userData.firstName.slice(0, 1)}
      </Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box
          ref={box}
          sx={{
            display: 'flex',
            alignItems: 'flex-end',
            borderRadius: 4,
            bgcolor: 'action.hover',
            pl: 1.5,
            pr: 0.5,
            py: 0.25,
            '&:focus-within': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
          }}
        >
          <InputBase
            inputRef={field}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            onKeyDown={(event) => {
              if (mentions.handleKeyDown(event)) return;
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                submit();
              }
            }}
            placeholder={parentId ? t('comments.replyPlaceholder') : t('comments.placeholder')}
            multiline
            maxRows={8}
            fullWidth
            readOnly={create.isPending}
            inputProps={{
              'aria-label': parentId ? t('comments.replyLabel') : t('comments.label'),
              'aria-describedby': `${id}-hint`,
              'aria-invalid': tooLong || Boolean(error),
              ...mentions.fieldProps,
            }}
            sx={{ py: 0.75, fontSize: 15 }}
          />
          <IconButton
            type="submit"
            color="primary"
            disabled={!canSend}
            loading={create.isPending}
            aria-label={t('comments.send')}
            size="small"
            sx={{ mb: 0.25 }}
          >
            <SendRounded fontSize="small" />
          </IconButton>
        </Box>
        {mentions.list}
        <Box sx={{ display: 'flex', gap: 1, px: 1.5, mt: 0.25 }}>
          <Typography
            id={`${id}-hint`}
            variant="caption"
            color={error ? 'error' : 'text.secondary'}
            sx={{ flexGrow: 1 }}
            role={error ? 'alert' : undefined}
          >
            {error ?? (body ? t('comments.enterHint') : '')}
          </Typography>
          <CharacterCounter length={body.length} max={COMMENT_BODY_MAX} />
        </Box>
      </Box>
    </Box>
  );
}
