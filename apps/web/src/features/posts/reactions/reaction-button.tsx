import { type ReactionType, reactionTypes } from '@betogether/contracts/posts/posts.constants';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@/lib/use-translation';
import { Hint } from '@/ui/hint';
import { useFloatingPosition } from '@/ui/use-floating-position';
import { visuallyHidden } from '@/ui/visually-hidden';
import { reactionLook } from './reaction-kinds';
import { clickReaction } from './reaction-state';

const HOVER_OPEN_MS = 450;
const LEAVE_CLOSE_MS = 300;
const LONG_PRESS_MS = 450;
// Above the button, from its start edge, 6 px away; below it when there is no room above.
const PICKER_PLACEMENT = { side: 'top', align: 'start', gap: 6 } as const;

type Props = {
  value: ReactionType | null;
  onChange: (next: ReactionType | null) => void;
  /** The small text button under a comment. */
  compact?: boolean;
  disabled?: boolean;
};

/**
 * React: a click likes (or takes the reaction back); resting the pointer on it, a long press on a
 * touch screen, or the up/down arrow key opens the six reactions.
 */
export function ReactionButton({ value, onChange, compact = false, disabled = false }: Props) {
  const { t } = useTranslation('posts');
  const theme = useTheme();
  const hintId = useId();
  const anchor = useRef<HTMLButtonElement>(null);
  const picker = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const timers = useRef<{ hover?: number; leave?: number; press?: number }>({});
  const longPressed = useRef(false);
  useFloatingPosition(open, anchor, picker, PICKER_PLACEMENT);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      window.clearTimeout(pending.hover);
      window.clearTimeout(pending.leave);
      window.clearTimeout(pending.press);
    };
  }, []);

  const show = (withFocus: boolean) => {
    window.clearTimeout(timers.current.leave);
    setFocusFirst(withFocus);
    setOpen(true);
  };
  const close = (returnFocus = false) => {
    window.clearTimeout(timers.current.hover);
    setOpen(false);
    if (returnFocus) anchor.current?.focus();
  };
  const closeSoon = () => {
    window.clearTimeout(timers.current.hover);
    window.clearTimeout(timers.current.leave);
    timers.current.leave = window.setTimeout(() => setOpen(false), LEAVE_CLOSE_MS);
  };
  const stayOpen = () => window.clearTimeout(timers.current.leave);
  const endPress = () => {
    window.clearTimeout(timers.current.press);
    timers.current.press = undefined;
  };

  const choose = (type: ReactionType) => {
    close(true);
    if (type !== value) onChange(type);
  };

  const look = value ? reactionLook[value] : null;
  const color = look ? look.color[theme.palette.mode] : undefined;
  const label = value ? t(`reactions.types.${value}`) : t('reactions.types.like');

  return (
    <>
      <Button
        ref={anchor}
        color="inherit"
        size={compact ? 'small' : 'medium'}
        disabled={disabled}
        aria-pressed={value !== null}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-describedby={hintId}
        aria-keyshortcuts="ArrowUp"
        startIcon={
          compact ? undefined : look ? (
            <Box component="span" aria-hidden sx={{ fontSize: 18, lineHeight: 1 }}>
              {look.emoji}
            </Box>
          ) : (
            <ThumbUpOutlined />
          )
        }
        onClick={() => {
          if (longPressed.current) {
            longPressed.current = false;
            return;
          }
          close();
          onChange(clickReaction(value));
        }}
        onPointerEnter={(event) => {
          if (event.pointerType !== 'mouse') return;
          stayOpen();
          window.clearTimeout(timers.current.hover);
          timers.current.hover = window.setTimeout(() => show(false), HOVER_OPEN_MS);
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') closeSoon();
        }}
        onPointerDown={(event) => {
          if (event.pointerType === 'mouse') return;
          longPressed.current = false;
          timers.current.press = window.setTimeout(() => {
            longPressed.current = true;
            show(false);
          }, LONG_PRESS_MS);
        }}
        onPointerUp={endPress}
        onPointerCancel={endPress}
        onContextMenu={(event) => {
          // A long press on a phone opens the reactions, not the browser's menu.
          if (longPressed.current || timers.current.press !== undefined) event.preventDefault();
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp' || event.key === 'ArrowDown' || event.key === 'ContextMenu') {
            event.preventDefault();
            show(true);
          }
        }}
        sx={{
          flex: compact ? '0 0 auto' : 1,
          color: color ?? (compact ? 'text.secondary' : 'text.secondary'),
          fontWeight: compact ? 700 : 600,
          minWidth: 0,
          px: compact ? 0.5 : 1,
          py: compact ? 0 : 0.75,
          fontSize: compact ? 12 : undefined,
          WebkitTouchCallout: 'none',
          userSelect: 'none',
        }}
      >
        {label}
      </Button>
      <Box component="span" id={hintId} sx={visuallyHidden}>
        {t('reactions.keyboardHint')}
      </Box>
      {open &&
        // In body, fixed and placed by useFloatingPosition: what MUI Popper did, without its 50 KB.
        createPortal(
          // A new press elsewhere closes it; the finger lifting after a long press does not.
          <ClickAwayListener mouseEvent="onPointerDown" touchEvent={false} onClickAway={() => close()}>
            <Paper
              ref={picker}
              elevation={6}
              onPointerEnter={stayOpen}
              onPointerLeave={(event) => event.pointerType === 'mouse' && closeSoon()}
              sx={{
                position: 'fixed',
                top: 0,
                left: 0,
                zIndex: theme.zIndex.modal,
                borderRadius: 999,
                px: 0.5,
                py: 0.5,
              }}
            >
              <ReactionPicker
                value={value}
                autoFocus={focusFirst}
                onChoose={choose}
                onClose={() => close(true)}
              />
            </Paper>
          </ClickAwayListener>,
          document.body,
        )}
    </>
  );
}

type PickerProps = {
  value: ReactionType | null;
  autoFocus: boolean;
  onChoose: (type: ReactionType) => void;
  onClose: () => void;
};

/** The six reactions in a row: left/right arrows move, Enter chooses, Escape closes. */
function ReactionPicker({ value, autoFocus, onChoose, onClose }: PickerProps) {
  const { t } = useTranslation('posts');
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    if (!autoFocus) return;
    const start = value ? reactionTypes.indexOf(value) : 0;
    buttons.current[start]?.focus();
  }, [autoFocus, value]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = buttons.current.indexOf(document.activeElement as HTMLButtonElement);
    const last = reactionTypes.length - 1;
    const move = (to: number) => {
      event.preventDefault();
      buttons.current[to]?.focus();
    };
    if (event.key === 'ArrowRight') move(index >= last ? 0 : index + 1);
    else if (event.key === 'ArrowLeft') move(index <= 0 ? last : index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(last);
    else if (event.key === 'Tab') {
      event.preventDefault();
      onClose();
    }
  };
  // Escape closes the picker at once, before the focused reaction's hint takes it for itself.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };

  return (
    <Box
      role="menu"
      aria-orientation="horizontal"
      aria-label={t('reactions.choose')}
      onKeyDown={onKeyDown}
      onKeyDownCapture={onKeyDownCapture}
      sx={{ display: 'flex', gap: 0.25 }}
    >
      {reactionTypes.map((type, index) => (
        <Hint key={type} title={t(`reactions.types.${type}`)} placement="top">
          <Box
            component="button"
            type="button"
            role="menuitemradio"
            aria-checked={value === type}
            aria-label={t(`reactions.types.${type}`)}
            tabIndex={autoFocus && (value ? value === type : index === 0) ? 0 : -1}
            ref={(element: HTMLButtonElement | null) => {
              buttons.current[index] = element;
            }}
            onClick={() => onChoose(type)}
            sx={{
              width: 44,
              height: 44,
              border: 0,
              borderRadius: '50%',
              cursor: 'pointer',
              fontSize: 28,
              lineHeight: 1,
              bgcolor: value === type ? 'action.selected' : 'transparent',
              transition: 'transform 120ms ease-out',
              '&:hover, &:focus-visible': { transform: 'scale(1.25)' },
              '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
            }}
          >
            <span aria-hidden>{reactionLook[type].emoji}</span>
          </Box>
        </Hint>
      ))}
    </Box>
  );
}
