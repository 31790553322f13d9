import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  /** The id of its heading, which names the section. */
  id: string;
  title: ReactNode;
  children: ReactNode;
  sx?: SxProps<Theme>;
};

/** One part of a request's page: a card named by its level-2 heading. */
export function SectionCard({ id, title, children, sx }: Props) {
  return (
    <Card component="section" aria-labelledby={id} sx={sx}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id={id} variant="h4" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
