import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { unseenRing } from '../story-look';

type Props = {
  person: PersonSummary;
  /** A gradient ring while something is unseen, a grey one once all is seen, none for "add". */
  ring: 'unseen' | 'seen' | 'none';
  size: number;
};

/** An author's picture in its ring (decorative: the name is always beside it). */
export function StoryRing({ person, ring, size }: Props) {
  const inner = size - 10;
  return (
    <Box
      aria-hidden
      data-ring={ring}
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        background: ring === 'unseen' ? unseenRing : undefined,
        bgcolor: ring === 'seen' ? 'action.disabled' : undefined,
      }}
    >
      <Box
        sx={{
          width: size - 6,
          height: size - 6,
          borderRadius: '50%',
          bgcolor: 'background.paper',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <Avatar
          src={person.avatarUrl ?? undefined}
          alt=""
          sx={{ width: inner, height: inner, fontSize: inner / 2.4 }}
        >
          {person.displayName.slice(0, 1).toUpperCase()}
        </Avatar>
      </Box>
    </Box>
  );
}
