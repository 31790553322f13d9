import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import Typography from '@mui/material/Typography';

/**
 * A member in two short lines: the name, then `@username` (or what `detail` says instead). No photo:
 * finance reads names and usernames, and a dense table keeps its rows low.
 */
export function MemberLine({ person, detail }: { person: PersonSummary; detail?: string }) {
  return (
    <Typography component="span" variant="body2" sx={{ display: 'grid', minWidth: 0 }}>
      <Typography component="span" variant="inherit" noWrap sx={{ fontWeight: 600 }}>
        {person.displayName || person.username}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary" noWrap>
        {detail ?? `@${person.username}`}
      </Typography>
    </Typography>
  );
}
