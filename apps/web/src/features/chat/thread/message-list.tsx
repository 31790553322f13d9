import type { Conversation } from '@betogether/contracts/chat/chat.schemas';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { RetryAlert } from '@/ui/retry-alert';
import { chatProblem } from '../components/chat-problem';
import { dayLabel, daysAgo } from '../components/chat-time';
import { deliveryOf } from './delivery';
import { MessageRow, type RowActions } from './message-row';
import { OutgoingRow } from './outgoing-row';
import { threadEntries } from './thread-entries';
import type { Thread } from './thread-store';

/** Within this many pixels of the end, the thread counts as read to its end and follows new messages. */
const END_SLACK_PX = 48;
/** Scrolling this close to the top asks for the page before. */
const OLDER_AT_PX = 240;

type Props = {
  conversationId: string;
  thread: Thread;
  conversation: Conversation | undefined;
  me: string | undefined;
  /** A message shown briefly in colour (a quote's original, reached by a click). */
  highlighted: string | null;
  actions: RowActions;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  onLoadOlder: () => void;
  onReload: () => void;
  /** The member reached the end of the thread, or left it (read receipts follow it). */
  onAtEnd: (atEnd: boolean) => void;
  label: string;
};

function DaySeparator({ at }: { at: string }) {
  const { t, i18n } = useTranslation('chat');
  const days = daysAgo(new Date(at), new Date());
  const text = days === 0 ? t('day.today') : days === 1 ? t('day.yesterday') : dayLabel(at, i18n.language);
  return (
    <Box component="li" sx={{ textAlign: 'center', my: 1.5 }}>
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        {text}
      </Typography>
    </Box>
  );
}

function ThreadSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      {[60, 40, 70, 35, 55].map((width, index) => (
        <Skeleton
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          key={index}
          variant="rounded"
          height={36}
          sx={{ width: `${width}%`, justifySelf: index % 2 ? 'end' : 'start', borderRadius: '18px' }}
        />
      ))}
    </Box>
  );
}

/**
 * The history, oldest first: older pages as the member scrolls up (the messages on screen stay
 * where they are), day separators, runs by sender, then what is still on its way. It follows new
 * messages while at the end; otherwise a button says new ones came.
 */
export function MessageList(props: Props) {
  const { thread, conversation, me, actions, label } = props;
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const fromBottom = useRef(0);
  const atEnd = useRef(true);
  const [newBelow, setNewBelow] = useState(false);
  const entries = useMemo(() => threadEntries(thread.messages), [thread.messages]);
  const members = conversation?.members ?? [];
  const group = conversation ? conversation.kind !== 'direct' : false;
  const names = useMemo(
    () =>
      new Map((conversation?.members ?? []).map((member) => [member.person.id, member.person.displayName])),
    [conversation],
  );
  const nameOf = (userId: string) => names.get(userId) ?? null;

  const firstSeq = thread.messages[0]?.seq ?? null;
  const lastKey = thread.outbox.at(-1)?.clientId ?? thread.messages.at(-1)?.id ?? null;
  const lastIsMine = thread.outbox.length > 0 || thread.messages.at(-1)?.sender?.id === me;

  // Older messages came in above: the ones on screen stay where they were.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new first message is the trigger.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTop = atEnd.current ? element.scrollHeight : element.scrollHeight - fromBottom.current;
  }, [firstSeq]);

  // A new last message: followed at the end (and one's own always), else "new messages" offered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new last message is the trigger.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || lastKey === null) return;
    if (atEnd.current || lastIsMine) {
      element.scrollTop = element.scrollHeight;
      setNewBelow(false);
    } else setNewBelow(true);
  }, [lastKey]);

  // After every change, where the end is: what the next page above must keep.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) fromBottom.current = element.scrollHeight - element.scrollTop;
  });

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    fromBottom.current = element.scrollHeight - element.scrollTop;
    const end = element.scrollHeight - element.scrollTop - element.clientHeight < END_SLACK_PX;
    if (end !== atEnd.current) {
      atEnd.current = end;
      props.onAtEnd(end);
    }
    if (end) setNewBelow(false);
    if (element.scrollTop < OLDER_AT_PX && thread.hasOlder && thread.older === 'idle') props.onLoadOlder();
  };

  const toEnd = () => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
    setNewBelow(false);
  };

  let body: ReactNode;
  if (thread.status === 'error' && thread.messages.length === 0)
    body = (
      <RetryAlert
        sx={{ m: 2 }}
        message={chatProblem(thread.error, t)}
        retryLabel={t('actions.retry')}
        onRetry={props.onReload}
      />
    );
  else if (thread.status === 'loading' && thread.messages.length === 0)
    body = <ThreadSkeleton label={t('thread.loading')} />;
  else
    body = (
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, pb: 1 }}>
        {thread.hasOlder && (
          <Box component="li" sx={{ textAlign: 'center', py: 1 }}>
            <Button size="small" onClick={props.onLoadOlder} loading={thread.older === 'loading'}>
              {thread.older === 'error' ? t('thread.olderFailed') : t('thread.older')}
            </Button>
          </Box>
        )}
        {!thread.hasOlder &&
          thread.status === 'ready' &&
          thread.messages.length === 0 &&
          thread.outbox.length === 0 && (
            <Box component="li" sx={{ textAlign: 'center', px: 3, py: 6 }}>
              <Typography color="text.secondary">{t('thread.empty')}</Typography>
            </Box>
          )}
        {entries.map((entry) =>
          entry.kind === 'day' ? (
            <DaySeparator key={entry.key} at={entry.at} />
          ) : (
            <MessageRow
              key={entry.key}
              message={entry.message}
              me={me}
              group={group}
              first={entry.first}
              last={entry.last}
              delivery={
                entry.last && entry.message.sender?.id === me
                  ? deliveryOf(entry.message.seq, members, me)
                  : null
              }
              highlighted={props.highlighted === entry.message.id}
              nameOf={nameOf}
              actions={actions}
            />
          ),
        )}
        {thread.outbox.map((item) => (
          <OutgoingRow
            key={item.clientId}
            item={item}
            onRetry={() => props.onRetry(item.clientId)}
            onDiscard={() => props.onDiscard(item.clientId)}
          />
        ))}
      </Box>
    );

  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}>
      <Box
        ref={scroller}
        role="log"
        aria-label={label}
        tabIndex={0}
        onScroll={onScroll}
        sx={{
          flex: 1,
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          outline: 'none',
          '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
        }}
      >
        {body}
      </Box>
      {newBelow && (
        <Button
          variant="contained"
          size="small"
          startIcon={<ArrowDownwardOutlined />}
          onClick={toEnd}
          sx={{
            position: 'absolute',
            bottom: 12,
            left: '50%',
            transform: 'translateX(-50%)',
            borderRadius: 999,
          }}
        >
          {t('thread.newBelow')}
        </Button>
      )}
    </Box>
  );
}
