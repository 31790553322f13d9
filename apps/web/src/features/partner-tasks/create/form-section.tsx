import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

type Props = { title: string; description?: string; children: ReactNode };

/** One part of the create form (content, reward, audience, schedule), a card with its heading. */
export function FormSection({ title, description, children }: Props) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        )}
        <Stack spacing={2.5} sx={{ mt: 2.5 }}>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
