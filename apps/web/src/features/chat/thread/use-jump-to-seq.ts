import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { threadStore } from './thread-store';

/** A message found by search is looked for this many pages back at most (as a quote's original). */
const MAX_PAGES = 20;

/**
 * Opened at a message (a search hit, `?m=<seq>`): once the thread has loaded, older pages until that
 * seq is there, then `jumpTo` scrolls to it and lights it; `onDone` then forgets the target (so the
 * same hit chosen again jumps again).
 */
export function useJumpToSeq(
  conversationId: string,
  seq: number | null,
  ready: boolean,
  jumpTo: (messageId: string) => Promise<void>,
  onDone: () => void,
) {
  const { t } = useTranslation('chat');
  const notify = useNotify();
  const latest = useRef({ jumpTo, onDone, notify, t });
  latest.current = { jumpTo, onDone, notify, t };

  useEffect(() => {
    if (seq === null || !ready) return;
    let stopped = false;
    const run = async () => {
      for (let pages = 0; pages < MAX_PAGES; pages += 1) {
        const thread = threadStore.get(conversationId);
        const first = thread.messages[0]?.seq;
        if (first === undefined || first <= seq || !thread.hasOlder) break;
        await threadStore.loadOlder(conversationId);
        if (stopped || threadStore.get(conversationId).older === 'error') break;
      }
      if (stopped) return;
      const found = threadStore.get(conversationId).messages.find((message) => message.seq === seq);
      if (found) await latest.current.jumpTo(found.id);
      else latest.current.notify(latest.current.t('thread.quoteGone'), 'info');
      if (!stopped) latest.current.onDone();
    };
    void run();
    return () => {
      stopped = true;
    };
  }, [conversationId, seq, ready]);
}
