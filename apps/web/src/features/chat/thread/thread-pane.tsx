import type { Message } from '@betogether/contracts/chat/chat.schemas';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { lazyPart } from '@/ui/lazy-part';
import { EmptyState } from '@/ui/list-states';
import { useNotify } from '@/ui/snackbar';
import { useDeleteMessage } from '../api/delete-message';
import { useEditMessage } from '../api/edit-message';
import { useConversation } from '../api/get-conversation';
import { useMuteConversation } from '../api/mute-conversation';
import { useReactToMessage } from '../api/react-to-message';
import { chatProblem } from '../components/chat-problem';
import { conversationName } from '../components/conversation-name';
import { SilencedNotice, silencedUntilOf } from '../rooms/silenced-notice';
import { Composer, type ComposerMode } from './composer';
import { MessageList } from './message-list';
import { type MessageChoice, MessageMenu, mayEdit } from './message-menu';
import type { RowActions } from './message-row';
import { ReactionPicker } from './reactions';
import { ThreadHeader } from './thread-header';
import { threadStore } from './thread-store';
import { TypingLine } from './typing-line';
import { useJumpToMessage } from './use-jump-to-message';
import { useJumpToSeq } from './use-jump-to-seq';
import { useMarkRead } from './use-mark-read';
import { useThread } from './use-thread';

const GroupInfoDrawer = lazyPart(() => import('../group/group-info-drawer').then((m) => m.GroupInfoDrawer));
const RoomInfoDrawer = lazyPart(() => import('../rooms/room-info-drawer').then((m) => m.RoomInfoDrawer));

type Anchored = { message: Message; anchor: HTMLElement } | null;

type Props = {
  conversationId: string;
  /** On a phone: back to the list. */
  onBack?: () => void;
  /** Left the conversation (a group): back to the list. */
  onLeft: () => void;
  /** Opened at this message (a search hit): scrolled to and lit once loaded, then `onJumped`. */
  jumpToSeq?: number | null;
  onJumped?: () => void;
};

/** One conversation: its header, its history, who is typing, and the composer. */
export function ThreadPane({ conversationId, onBack, onLeft, jumpToSeq = null, onJumped = () => {} }: Props) {
  const { t } = useTranslation('chat');
  const notify = useNotify();
  const me = useSession().userData?.id;
  const conversation = useConversation(conversationId);
  const thread = useThread(conversationId);
  const detail = conversation.data;
  const [mode, setMode] = useState<ComposerMode>(null);
  const [atEnd, setAtEnd] = useState(true);
  const [menu, setMenu] = useState<Anchored>(null);
  const [picker, setPicker] = useState<Anchored>(null);
  const [deleting, setDeleting] = useState<Message | null>(null);
  const [infoOpen, setInfoOpen] = useState(false);
  const react = useReactToMessage();
  const edit = useEditMessage();
  const remove = useDeleteMessage();
  const mute = useMuteConversation(conversationId);
  const { highlighted, jumpTo } = useJumpToMessage(conversationId);
  useJumpToSeq(conversationId, jumpToSeq, thread.status === 'ready', jumpTo, onJumped);

  const last = thread.messages.at(-1);
  const lastSeq = last?.seq ?? 0;
  // Sending reads up to one's own message (the server's rule): nothing to say after one's own.
  const readSeq = Math.max(
    detail?.members.find((member) => member.person.id === me)?.readSeq ?? 0,
    last && last.sender?.id === me ? last.seq : 0,
  );
  useMarkRead(conversationId, lastSeq, readSeq, atEnd);

  const failed = (error: unknown) => notify(chatProblem(error, t), 'error');

  if (conversation.error instanceof ApiError && conversation.error.status === 404)
    return (
      <Box sx={{ p: 2, m: 'auto' }}>
        <EmptyState
          icon={<ForumOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />}
          title={t('thread.goneTitle')}
          body={t('thread.goneBody')}
          action={
            <Button variant="contained" onClick={onLeft}>
              {t('thread.backToList')}
            </Button>
          }
        />
      </Box>
    );

  const reactWith = (message: Message, emoji: string | null) =>
    react.mutate({ message, emoji }, { onError: failed });

  const actions: RowActions = {
    quote: (quoted) => void jumpTo(quoted.id),
    react: reactWith,
    openMenu: (message, anchor) => setMenu({ message, anchor }),
    openPicker: (message, anchor) => setPicker({ message, anchor }),
  };

  const choose = (choice: MessageChoice, message: Message) => {
    const anchor = menu?.anchor ?? null;
    setMenu(null);
    if (choice === 'reply') setMode({ kind: 'reply', message });
    else if (choice === 'edit') setMode({ kind: 'edit', message });
    else if (choice === 'delete') setDeleting(message);
    else if (choice === 'copy') {
      void navigator.clipboard?.writeText(message.text ?? '').then(() => notify(t('message.copied')));
    } else if (anchor) setPicker({ message, anchor });
  };

  const saveEdit = async (message: Message, text: string) => {
    try {
      await edit.mutateAsync({ messageId: message.id, text });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };

  const editLast = () => {
    const last = [...thread.messages].reverse().find((message) => mayEdit(message, me));
    if (last) setMode({ kind: 'edit', message: last });
  };

  // Muted by a room's moderators: they read, and see until when (the server says CHAT_SILENCED).
  const silencedUntil = silencedUntilOf(detail, me);
  const canWrite = (detail?.canWrite ?? true) && silencedUntil === null;
  const name = detail ? conversationName(detail, t) : '';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <ThreadHeader
        conversation={detail}
        onBack={onBack}
        onMute={(until) =>
          mute.mutate(until, {
            onSuccess: () => notify(t(until ? 'mute.done' : 'mute.undone')),
            onError: failed,
          })
        }
        onInfo={() => setInfoOpen(true)}
      />
      <MessageList
        conversationId={conversationId}
        thread={thread}
        conversation={detail}
        me={me}
        highlighted={highlighted}
        actions={actions}
        onRetry={(clientId) => void threadStore.retry(conversationId, clientId)}
        onDiscard={(clientId) => threadStore.discard(conversationId, clientId)}
        onLoadOlder={() => void threadStore.loadOlder(conversationId)}
        onReload={() => void threadStore.reload(conversationId)}
        onAtEnd={setAtEnd}
        label={name ? t('thread.label', { name }) : t('thread.labelUnnamed')}
      />
      <TypingLine conversationId={conversationId} />
      {canWrite ? (
        <Composer
          key={conversationId}
          conversationId={conversationId}
          mode={mode}
          onModeChange={setMode}
          onSend={(text, files) =>
            void threadStore.send(
              conversationId,
              text,
              mode?.kind === 'reply' ? replyOf(mode.message) : null,
              files,
            )
          }
          onEdit={saveEdit}
          onEditLast={editLast}
        />
      ) : silencedUntil ? (
        <SilencedNotice conversationId={conversationId} until={silencedUntil} />
      ) : (
        <Alert severity="info" sx={{ m: 1 }}>
          {t('thread.cannotWrite', { name })}
        </Alert>
      )}
      <MessageMenu
        message={menu?.message ?? null}
        anchor={menu?.anchor ?? null}
        me={me}
        conversation={detail}
        canWrite={canWrite}
        onChoose={choose}
        onClose={() => setMenu(null)}
      />
      <ReactionPicker
        open={picker !== null}
        anchor={picker?.anchor ?? null}
        current={picker?.message.myReaction ?? null}
        onPick={(emoji) => {
          if (picker) reactWith(threadStore.find(conversationId, picker.message.id) ?? picker.message, emoji);
          setPicker(null);
        }}
        onClose={() => setPicker(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('message.deleteTitle')}
        body={t('message.deleteBody')}
        confirmLabel={t('message.deleteConfirm')}
        cancelLabel={t('actions.cancel')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) => {
              setDeleting(null);
              failed(error);
            },
          })
        }
        onClose={() => setDeleting(null)}
      />
      {(detail?.kind === 'group' || detail?.kind === 'private') && (
        <GroupInfoDrawer
          open={infoOpen}
          conversation={detail}
          onClose={() => setInfoOpen(false)}
          onLeft={onLeft}
        />
      )}
      {detail?.kind === 'community' && (
        <RoomInfoDrawer
          open={infoOpen}
          conversation={detail}
          onClose={() => setInfoOpen(false)}
          onLeft={onLeft}
        />
      )}
    </Box>
  );
}

/** The quote a reply carries, from the message it answers (shown at once, before the server's). */
function replyOf(message: Message): NonNullable<Message['replyTo']> {
  return {
    id: message.id,
    seq: message.seq,
    sender: message.sender,
    text: message.text,
    deleted: message.deletedAt !== null,
  };
}
