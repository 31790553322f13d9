import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { ReactNode, Ref } from 'react';

type Props = {
  icon: ReactNode;
  /** The button's name, with the full count ("Like (1,234)"). */
  label: string;
  /** Shown under the icon ("1.2K"). */
  count?: string;
  /** A toggle (like, save): its state, read out by screen readers. */
  pressed?: boolean;
  onClick: () => void;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
  /** A menu it opens. */
  menu?: { open: boolean };
};

/**
 * One action of the player's rail: a round icon button (a 48 px target) with its count under it.
 * The count sits outside the button, hidden from screen readers: the button's name says it in full.
 */
export function RailButton({ icon, label, count, pressed, onClick, disabled, ref, menu }: Props) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.25 }}>
      <ButtonBase
        ref={ref}
        onClick={onClick}
        disabled={disabled}
        aria-label={label}
        aria-pressed={pressed}
        aria-haspopup={menu ? 'menu' : undefined}
        aria-expanded={menu ? menu.open : undefined}
        focusRipple
        sx={{
          width: 48,
          height: 48,
          borderRadius: '50%',
          color: 'text.primary',
          '&.Mui-focusVisible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
        }}
      >
        <Box
          sx={{
            width: 40,
            height: 40,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: pressed ? 'error.main' : 'inherit',
          }}
        >
          {icon}
        </Box>
      </ButtonBase>
      {count !== undefined && (
        <Box component="span" aria-hidden sx={{ typography: 'caption', fontWeight: 600, lineHeight: 1.2 }}>
          {count}
        </Box>
      )}
    </Box>
  );
}
