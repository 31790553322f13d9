import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '@/lib/use-translation';
import { visuallyHidden } from '@/ui/visually-hidden';

const lines = ['100%', '96%', '98%', '72%'];

/** Same shape as the document (title, summary, sections), so nothing jumps when it arrives. */
export function LegalPageSkeleton() {
  const { t } = useTranslation('legal');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }} aria-busy="true">
      <Box role="status" sx={visuallyHidden}>
        {t('loading')}
      </Box>
      <Box aria-hidden="true" sx={{ maxWidth: 760, mx: { xs: 0, md: 'auto' } }}>
        <Skeleton width={140} height={20} />
        <Skeleton variant="text" sx={{ fontSize: '2.25rem', width: '70%' }} />
        <Skeleton variant="text" sx={{ fontSize: '1.1rem' }} />
        <Skeleton variant="text" sx={{ fontSize: '1.1rem', width: '60%' }} />
        <Skeleton width={200} height={20} sx={{ mt: 1 }} />
        {[0, 1, 2].map((section) => (
          <Box key={section} sx={{ mt: 5 }}>
            <Skeleton variant="text" sx={{ fontSize: '1.5rem', width: '45%', mb: 1 }} />
            {lines.map((width) => (
              <Skeleton key={width} variant="text" sx={{ width }} />
            ))}
          </Box>
        ))}
      </Box>
    </Container>
  );
}
