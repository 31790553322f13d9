import { alpha, keyframes, styled } from '@mui/material/styles';
import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useFloatingPosition } from './use-floating-position';

// MUI Tooltip's own timings, close enough: shown after a short rest of the mouse, or a long
// press, and left on screen a moment after the finger lifts.
const HOVER_DELAY_MS = 300;
const LONG_PRESS_MS = 500;
const TOUCH_LINGER_MS = 1500;
const GAP = 10;

type Handler<E> = ((event: E) => void) | undefined;

/** What Hint reads from and adds to its child. */
type ChildProps = {
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  onPointerEnter?: Handler<PointerEvent<HTMLElement>>;
  onPointerLeave?: Handler<PointerEvent<HTMLElement>>;
  onPointerDown?: Handler<PointerEvent<HTMLElement>>;
  onPointerUp?: Handler<PointerEvent<HTMLElement>>;
  onPointerCancel?: Handler<PointerEvent<HTMLElement>>;
  onFocus?: Handler<FocusEvent<HTMLElement>>;
  onBlur?: Handler<FocusEvent<HTMLElement>>;
  onKeyDown?: Handler<KeyboardEvent<HTMLElement>>;
};

type Props = {
  /** The text shown; nothing is shown for an empty one. */
  title: string;
  /** One element that takes a ref and the pointer, focus and key handlers (spread on its root). */
  children: ReactElement<ChildProps>;
  placement?: 'top' | 'bottom';
};

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

// MUI Tooltip's look (grey 700 at 92 %, white text) without its Popper and transitions.
const Bubble = styled('div')(({ theme }) => ({
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: theme.zIndex.tooltip,
  pointerEvents: 'none',
  maxWidth: 300,
  padding: '4px 8px',
  borderRadius: 4,
  backgroundColor: alpha(theme.palette.grey[700], 0.92),
  color: theme.palette.common.white,
  fontFamily: theme.typography.fontFamily,
  fontSize: '0.75rem',
  fontWeight: theme.typography.fontWeightMedium,
  lineHeight: 1.4,
  overflowWrap: 'break-word',
  animation: `${fadeIn} 150ms ${theme.transitions.easing.easeOut}`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

function hasText(node: ReactNode): boolean {
  return typeof node === 'string' || typeof node === 'number' || (Array.isArray(node) && node.some(hasText));
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // A browser without the selector: focus by mouse would show it too; better not at all.
    return false;
  }
}

/**
 * A short text beside an element on hover, keyboard focus or long press: MUI Tooltip's behaviour
 * without MUI Popper and its @popperjs/core (~20 KB gzip on every member page).
 */
export function Hint({ title, children, placement = 'bottom' }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLElement | null>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const shown = open && title !== '';
  useFloatingPosition(shown, anchor, bubble, { side: placement, align: 'center', gap: GAP });

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Escape hides it wherever focus is, as MUI's does (WCAG 1.4.13: dismissible without moving).
  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      window.clearTimeout(timer.current);
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown]);

  const own = children.props;
  const childRef = own.ref;
  const ref = useCallback(
    (node: HTMLElement | null) => {
      anchor.current = node;
      setRef(childRef, node);
    },
    [childRef],
  );

  const set = (next: boolean, delay = 0) => {
    window.clearTimeout(timer.current);
    if (delay === 0) setOpen(next);
    else timer.current = window.setTimeout(() => setOpen(next), delay);
  };
  const touch = (event: PointerEvent) => event.pointerType === 'touch';
  // A short tap cancels the long press; after a long one the text stays a moment to be read.
  const lift = (event: PointerEvent) => {
    if (touch(event)) set(false, open ? TOUCH_LINGER_MS : 0);
  };
  const compose =
    <E,>(theirs: Handler<E>, mine: (event: E) => void) =>
    (event: E) => {
      theirs?.(event);
      mine(event);
    };

  // MUI's rule: a child without a name of its own (an icon, a wrapper) is named by the hint;
  // one that says the same already needs no description, any other is described while shown.
  const named =
    own['aria-label'] !== undefined || own['aria-labelledby'] !== undefined || hasText(own.children);
  const describes = named && own['aria-label'] !== title && shown;

  return (
    <>
      {cloneElement(children, {
        ref,
        ...(!named && title !== '' && { 'aria-label': title }),
        ...(describes && {
          'aria-describedby': [own['aria-describedby'], id].filter(Boolean).join(' '),
        }),
        onPointerEnter: compose(own.onPointerEnter, (event) => {
          if (!touch(event)) set(true, HOVER_DELAY_MS);
        }),
        onPointerLeave: compose(own.onPointerLeave, (event) => {
          if (!touch(event)) set(false);
        }),
        onPointerDown: compose(own.onPointerDown, (event) => {
          if (touch(event)) set(true, LONG_PRESS_MS);
        }),
        onPointerUp: compose(own.onPointerUp, lift),
        onPointerCancel: compose(own.onPointerCancel, lift),
        onFocus: compose(own.onFocus, (event) => {
          if (focusVisible(event.target)) set(true);
        }),
        onBlur: compose(own.onBlur, () => set(false)),
        onKeyDown: compose(own.onKeyDown, (event) => {
          if (event.key !== 'Escape' || !shown) return;
          // This Escape was for the hint: a dialog or menu around it stays open.
          event.stopPropagation();
          set(false);
        }),
      })}
      {shown &&
        createPortal(
          <Bubble ref={bubble} role="tooltip" id={id}>
            {title}
          </Bubble>,
          document.body,
        )}
    </>
  );
}
