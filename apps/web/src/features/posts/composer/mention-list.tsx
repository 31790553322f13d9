import type { PersonResult } from '@betogether/contracts/search/search.schemas';
import Avatar from '@mui/material/Avatar';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { useTheme } from '@mui/material/styles';

type Props = {
  id: string;
  anchor: HTMLElement | null;
  people: PersonResult[];
  active: number;
  label: string;
  onPick: (person: PersonResult) => void;
};

/** The names offered while typing an @mention, under the field (useMentionSuggestions drives it). */
export function MentionList({ id, anchor, people, active, label, onPick }: Props) {
  const theme = useTheme();
  return (
    <Popper
      open
      anchorEl={anchor}
      placement="bottom-start"
      sx={{ zIndex: theme.zIndex.modal + 1, width: 320, maxWidth: 'calc(100vw - 16px)' }}
    >
      <Paper elevation={8}>
        <MenuList id={id} role="listbox" aria-label={label} dense>
          {people.map((person, index) => (
            <MenuItem
              key={person.id}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === active}
              selected={index === active}
              tabIndex={-1}
              // Keeps the focus (and the caret) in the field.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(person)}
            >
              <ListItemAvatar sx={{ minWidth: 44 }}>
                <Avatar src={person.avatarUrl ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
                  {person.displayName.slice(0, 1)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={person.displayName} secondary={`@${person.username}`} />
            </MenuItem>
          ))}
        </MenuList>
      </Paper>
    </Popper>
  );
}
