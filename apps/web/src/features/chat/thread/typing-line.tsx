import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { useTypists } from './typing-store';

/** "Ana is typing…" under the thread; the line keeps its height, so nothing jumps. */
export function TypingLine({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('chat');
  const people = useTypists(conversationId);
  const [first, second] = people;
  let text = '';
  if (people.length > 2) text = t('typing.many');
  else if (first && second) text = t('typing.two', { first: first.displayName, second: second.displayName });
  else if (first) text = t('typing.one', { name: first.displayName });
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      component="p"
      aria-live="polite"
      noWrap
      sx={{ m: 0, px: 2, minHeight: 20, fontStyle: 'italic' }}
    >
      {text}
    </Typography>
  );
}
