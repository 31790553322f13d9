import type { Audience } from '@betogether/contracts/posts/posts.constants';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { audienceIcons } from '../card/audience-icon';

const loadMenu = () => import('./audience-menu');
const AudienceMenu = lazy(async () => ({ default: (await loadMenu()).AudienceMenu }));

type Props = { value: Audience; onChange: (audience: Audience) => void; disabled?: boolean };

/**
 * The composer's audience: a small button with the chosen audience (as Facebook shows it) that opens
 * the list of audiences with what each means. The list is its own chunk, fetched when the pointer or
 * the focus reaches the button: the feed's first visit does not download a menu nobody opened.
 */
export function AudiencePicker({ value, onChange, disabled }: Props) {
  const { t } = useTranslation('posts');
  const id = useId();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const Icon = audienceIcons[value];
  const preload = () => void loadMenu().catch(() => undefined);
  const show = () => {
    setEverOpened(true);
    setOpen(true);
  };
  return (
    <>
      <Button
        ref={anchor}
        role="combobox"
        aria-label={t('audience.label')}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        disabled={disabled}
        variant="outlined"
        color="inherit"
        size="small"
        startIcon={<Icon fontSize="small" aria-hidden />}
        endIcon={<ArrowDropDown aria-hidden />}
        onPointerEnter={preload}
        onFocus={preload}
        onMouseDown={(event) => {
          // Opens on press, as a select does; a click would open it a second time.
          if (event.button === 0) show();
        }}
        onKeyDown={(event) => {
          if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
            event.preventDefault();
            show();
          }
        }}
        sx={{ textTransform: 'none', borderColor: 'divider', whiteSpace: 'nowrap', minHeight: 36 }}
      >
        {t(`audience.options.${value}`)}
      </Button>
      {everOpened && (
        <Suspense fallback={null}>
          <AudienceMenu
            id={`${id}-list`}
            anchor={anchor.current}
            open={open}
            value={value}
            onPick={(audience) => {
              onChange(audience);
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
