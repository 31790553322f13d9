import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  /** Id of the heading, which names the section for screen readers. */
  id: string;
  title: string;
  lead?: string;
  surface?: 'default' | 'paper';
  children: ReactNode;
};

/** One band of the landing page: a centred h2, an optional lead, then its content. */
export function LandingSection({ id, title, lead, surface = 'default', children }: Props) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ py: { xs: 7, md: 11 }, bgcolor: surface === 'paper' ? 'background.paper' : 'background.default' }}
    >
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 4, md: 6 } }}>
          <Typography
            id={id}
            variant="h2"
            sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, letterSpacing: '-0.01em' }}
          >
            {title}
          </Typography>
          {lead && (
            <Typography sx={{ mt: 1.5, color: 'text.secondary', fontSize: { xs: '1rem', md: '1.1rem' } }}>
              {lead}
            </Typography>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
