import ListItemButton from '@mui/material/ListItemButton';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type Props = {
  href: string;
  selected: boolean;
  sx?: SxProps<Theme>;
  testId?: string;
  children: ReactNode;
};

/** A row of a chat list: a link to what it opens beside the list (Back on a phone returns to it). */
export function RowLink({ href, selected, sx, testId, children }: Props) {
  return (
    <ListItemButton
      component={RouterLink}
      to={href}
      state={{ fromList: true }}
      selected={selected}
      aria-current={selected ? 'true' : undefined}
      data-testid={testId}
      sx={sx}
    >
      {children}
    </ListItemButton>
  );
}
