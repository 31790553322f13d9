import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Grey shapes where the status card, the form and the timeline will be (DESIGN.md: skeletons). */
export function KycSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="rounded" height={132} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '2fr 1fr' } }}>
        <Skeleton variant="rounded" height={420} />
        <Skeleton variant="rounded" height={200} sx={{ display: { xs: 'none', lg: 'block' } }} />
      </Box>
    </Box>
  );
}
