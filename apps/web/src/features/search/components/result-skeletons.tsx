import type { SearchType } from '@betogether/contracts/search/search.constants';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Placeholders shaped like the results of a tab while the first page loads. */
export function ResultSkeletons({ type, count = 5 }: { type: SearchType; count?: number }) {
  const rows = Array.from({ length: count }, (_, index) => index);
  if (type === 'posts')
    return (
      <Stack spacing={1.5} aria-hidden>
        {rows.slice(0, 3).map((row) => (
          <Box key={row} sx={{ p: 2, bgcolor: 'background.paper', borderRadius: 2 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
              <Skeleton variant="circular" width={36} height={36} />
              <Box sx={{ flexGrow: 1 }}>
                <Skeleton width="40%" />
                <Skeleton width="20%" />
              </Box>
            </Stack>
            <Skeleton />
            <Skeleton width="80%" />
          </Box>
        ))}
      </Stack>
    );
  return (
    <Stack aria-hidden sx={{ bgcolor: 'background.paper', borderRadius: 2, py: 1 }}>
      {rows.map((row) => (
        <Stack key={row} direction="row" spacing={2} sx={{ alignItems: 'center', px: 2, py: 1 }}>
          {type === 'people' && <Skeleton variant="circular" width={48} height={48} />}
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width={type === 'people' ? '45%' : '30%'} />
            <Skeleton width="25%" />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
