import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { threadStore } from './thread-store';

/** A quote's original is looked for this many pages back at most. */
const MAX_PAGES = 20;
const HIGHLIGHT_MS = 1_600;

/**
 * A click on a quote: older pages until its original is there, then the thread scrolls to it and
 * lights it a moment.
 */
export function useJumpToMessage(conversationId: string) {
  const { t } = useTranslation('chat');
  const notify = useNotify();
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const jumpTo = async (messageId: string) => {
    for (let pages = 0; pages < MAX_PAGES && !threadStore.find(conversationId, messageId); pages += 1) {
      if (!threadStore.get(conversationId).hasOlder) break;
      await threadStore.loadOlder(conversationId);
      if (threadStore.get(conversationId).older === 'error') break;
    }
    requestAnimationFrame(() => {
      const element = document.getElementById(`chat-message-${messageId}`);
      if (!element) {
        notify(t('thread.quoteGone'), 'info');
        return;
      }
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      element.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
      setHighlighted(messageId);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    });
  };

  return { highlighted, jumpTo };
}
