import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Grey shapes where the balance, the form and the list will be (DESIGN.md: skeletons). */
export function WithdrawalSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="rounded" height={120} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '3fr 2fr' } }}>
        <Skeleton variant="rounded" height={460} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    </Box>
  );
}
