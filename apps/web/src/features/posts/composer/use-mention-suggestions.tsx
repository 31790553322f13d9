import type { PersonResult } from '@betogether/contracts/search/search.schemas';
import {
  type KeyboardEvent,
  lazy,
  type RefObject,
  Suspense,
  type SyntheticEvent,
  useEffect,
  useId,
  useState,
} from 'react';
import { useTranslation } from '@/lib/use-translation';
import { usePeopleSuggestions } from '../api/search-people';
import { insertMention, mentionAt } from './mention-query';

const DEBOUNCE_MS = 200;

const loadMentionList = () => import('./mention-list');
const MentionList = lazy(async () => ({ default: (await loadMentionList()).MentionList }));
let mentionListAsked = false;
function preloadMentionList() {
  if (mentionListAsked) return;
  mentionListAsked = true;
  void loadMentionList().catch(() => {
    mentionListAsked = false;
  });
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

type Field = HTMLTextAreaElement | HTMLInputElement;

/**
 * @name suggestions for a text field: type @ and a few letters, pick with the arrows and Enter
 * (or Tab, or a click). Returns props for the field, a key handler that says whether it used the
 * key, and the list to render.
 */
export function useMentionSuggestions(
  value: string,
  setValue: (next: string) => void,
  field: RefObject<Field | null>,
  anchor: RefObject<HTMLElement | null>,
) {
  const { t } = useTranslation('posts');
  const listId = useId();
  const [caret, setCaret] = useState<number | null>(null);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const typing = caret === null ? null : mentionAt(value, caret);
  const query = useDebounced(typing && typing.start !== dismissedAt ? typing.query : null, DEBOUNCE_MS);
  const suggestions = usePeopleSuggestions(typing && query ? query : null);
  const people: PersonResult[] = typing && typing.start !== dismissedAt ? (suggestions.data ?? []) : [];
  const open = people.length > 0;

  // The list's code (a popper) is fetched when @ is first typed, before any name comes back.
  const typingMention = typing !== null;
  useEffect(() => {
    if (typingMention) preloadMentionList();
  }, [typingMention]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list starts from its first name.
  useEffect(() => setActive(0), [suggestions.data]);

  const track = (event: SyntheticEvent<Field>) => setCaret(event.currentTarget.selectionStart);

  const pick = (person: PersonResult) => {
    if (!typing || caret === null) return;
    const next = insertMention(value, caret, typing.start, person.username);
    setValue(next.text);
    setCaret(next.caret);
    requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  /** True when the key was for the list (the field must not act on it). */
  const handleKeyDown = (event: KeyboardEvent): boolean => {
    if (!open) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + people.length) % people.length);
      return true;
    }
    if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
      const person = people[active];
      if (!person) return false;
      event.preventDefault();
      pick(person);
      return true;
    }
    if (event.key === 'Escape') {
      // Closes the list only, not the dialog around the field.
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(typing?.start ?? null);
      return true;
    }
    return false;
  };

  const fieldProps = {
    onInput: track,
    onSelect: track,
    onClick: track,
    onKeyUp: track,
    onBlur: () => setCaret(null),
    // A multi-line text box that suggests: a textbox with aria-autocomplete, not a combobox (which
    // a textarea may not be, axe: aria-allowed-role); the list is tied to it only while shown.
    'aria-autocomplete': 'list' as const,
    'aria-controls': open ? listId : undefined,
    'aria-activedescendant': open ? `${listId}-${active}` : undefined,
  };

  const list = open ? (
    <Suspense fallback={null}>
      <MentionList
        id={listId}
        anchor={anchor.current}
        people={people}
        active={active}
        label={t('composer.mentionSuggestions')}
        onPick={pick}
      />
    </Suspense>
  ) : null;

  return { fieldProps, handleKeyDown, list, open };
}
