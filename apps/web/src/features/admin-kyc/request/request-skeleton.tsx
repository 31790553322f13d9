import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** Grey shapes where the photos, the request's cards and the decision will be. */
export function RequestSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {[0, 1, 2].map((n) => (
          <Skeleton
            key={n}
            variant="rounded"
            height={360}
            sx={{ display: { xs: n > 0 ? 'none' : 'block', md: 'block' } }}
          />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1.6fr 1fr' } }}>
        <Skeleton variant="rounded" height={320} />
        <Skeleton variant="rounded" height={320} sx={{ display: { xs: 'none', lg: 'block' } }} />
      </Box>
    </Box>
  );
}
