import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { type KeyboardEvent, useRef } from 'react';

type TabBarItem<V extends string> = {
  value: V;
  label: string;
  /** The tab's id, for a panel's `aria-labelledby`. */
  id?: string;
  /** The id of the panel the tab shows. */
  controls?: string;
};

type Props<V extends string> = {
  value: V;
  onChange: (value: V) => void;
  items: ReadonlyArray<TabBarItem<V>>;
  /** The list's accessible name. */
  label: string;
  sx?: SxProps<Theme>;
};

/**
 * A row of equal tabs (feed views, profile sections): the ARIA tabs pattern with arrow keys,
 * Home and End, a line under the chosen one. Light on purpose: MUI's Tabs (scroll buttons,
 * measured indicator) weighs 32 KB on the screens a member opens first, for two or three tabs.
 */
export function TabBar<V extends string>({ value, onChange, items, label, sx }: Props<V>) {
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const tabs = [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const current = tabs.indexOf(document.activeElement as HTMLElement);
    if (current < 0) return;
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (current - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    tabs[next]?.focus();
  };

  return (
    <Box
      ref={list}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={[
        { display: 'flex', bgcolor: 'background.paper', borderRadius: 3, overflow: 'hidden' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <ButtonBase
            key={item.value}
            role="tab"
            id={item.id}
            aria-selected={selected}
            aria-controls={item.controls}
            tabIndex={selected ? 0 : -1}
            onClick={() => {
              if (!selected) onChange(item.value);
            }}
            sx={{
              flex: 1,
              minHeight: 44,
              px: 2,
              typography: 'button',
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              '&:hover': { bgcolor: 'action.hover' },
              '&.Mui-focusVisible': { bgcolor: 'action.focus' },
            }}
          >
            {item.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
