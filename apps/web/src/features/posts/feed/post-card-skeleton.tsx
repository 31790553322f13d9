import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

/** The shape of a post while it loads (no layout jump when it arrives). */
export function PostCardSkeleton({ withImage = false }: { withImage?: boolean }) {
  return (
    <Card sx={{ mb: 2 }} aria-hidden>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
        <Skeleton variant="circular" width={40} height={40} />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton width="40%" />
          <Skeleton width="25%" />
        </Box>
      </Box>
      <Box sx={{ px: 2, pb: 2 }}>
        <Skeleton />
        <Skeleton width="85%" />
      </Box>
      {withImage && <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />}
      <Box sx={{ display: 'flex', gap: 2, p: 2 }}>
        <Skeleton sx={{ flex: 1 }} height={32} />
        <Skeleton sx={{ flex: 1 }} height={32} />
        <Skeleton sx={{ flex: 1 }} height={32} />
      </Box>
    </Card>
  );
}
