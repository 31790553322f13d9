import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a screen's code or texts load. */
export function PageLoader({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <Box
      sx={{ minHeight: fullPage ? '100vh' : 240, display: 'grid', placeItems: 'center' }}
      role="progressbar"
      aria-label="Loading"
    >
      <CircularProgress />
    </Box>
  );
}
