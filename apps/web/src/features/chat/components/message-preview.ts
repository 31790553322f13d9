import type { AttachmentKind } from '@betogether/contracts/chat/chat.constants';
import type { ConversationSummary } from '@betogether/contracts/chat/chat.schemas';
import type { TFunction } from '@/lib/translator';
import { systemText } from './system-text';

/** A message of files alone: "Photo", "3 photos", "Voice message", "File", "2 files". */
function filesText(kinds: readonly AttachmentKind[], t: TFunction): string {
  if (kinds.length === 0) return '';
  if (kinds.includes('voice')) return t('list.voice');
  const kind = kinds.every((one) => one === 'image') ? 'images' : 'files';
  return t(`list.${kind}`, { count: kinds.length });
}

/** The list's line under a conversation's name: its last message, "You: " before one's own. */
export function messagePreview(
  conversation: Pick<ConversationSummary, 'kind' | 'lastMessage'>,
  { t, language, me }: { t: TFunction; language: string; me: string | undefined },
): string {
  const last = conversation.lastMessage;
  if (!last) return t('list.noMessages');
  if (last.kind === 'system')
    return systemText({ sender: last.sender, meta: last.meta }, { t, language, me });
  if (last.deleted) return t('list.deleted');
  const text = last.kind === 'call' ? t('kinds.call') : last.text || filesText(last.attachments, t);
  if (last.sender?.id === me) return t('list.mine', { text });
  if (conversation.kind !== 'direct' && last.sender)
    return t('list.theirs', { name: last.sender.displayName, text });
  return text;
}
