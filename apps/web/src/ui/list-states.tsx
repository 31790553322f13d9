import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * Where a list's state stands: a card on the member's pages, an outlined paper in the back office
 * (whose panels are wider, so an explanation may run longer).
 */
type Surface = 'card' | 'outlined';

const bodyMaxWidth: Record<Surface, number> = { card: 420, outlined: 460 };

function Frame({
  surface,
  px,
  role,
  children,
}: {
  surface: Surface;
  px: number;
  role?: string;
  children: ReactNode;
}) {
  const sx = { textAlign: 'center', py: 5, px } as const;
  if (surface === 'outlined')
    return (
      <Paper variant="outlined" sx={sx} role={role}>
        {children}
      </Paper>
    );
  return (
    <Card>
      <CardContent sx={sx} role={role}>
        {children}
      </CardContent>
    </Card>
  );
}

/** A list that could not load: what happened and a retry button. */
export function ListError({
  title,
  message,
  retryLabel,
  onRetry,
  surface = 'card',
}: {
  title: string;
  /** The problem, in the person's words (the feature's problem sentence). */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  surface?: Surface;
}) {
  return (
    <Frame surface={surface} px={2} role="alert">
      <CloudOffOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />
      <Typography variant="h4" component="p" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {message}
      </Typography>
      <Button variant="contained" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Frame>
  );
}

/** An empty list: what it will hold, and what to do next. */
export function EmptyState({
  icon,
  title,
  body,
  action,
  surface = 'card',
}: {
  icon: ReactNode;
  title: string;
  body: string;
  action?: ReactNode;
  surface?: Surface;
}) {
  return (
    <Frame surface={surface} px={3}>
      {icon}
      <Typography variant="h4" component="p" gutterBottom>
        {title}
      </Typography>
      <Typography
        color="text.secondary"
        sx={{ mb: action ? 2 : 0, maxWidth: bodyMaxWidth[surface], mx: 'auto' }}
      >
        {body}
      </Typography>
      {action}
    </Frame>
  );
}

/** Grey rows where a list will appear (DESIGN.md: skeletons while loading). */
export function RowsSkeleton({ rows = 6, label }: { rows?: number; label: string }) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={index} variant="rounded" height={48} />
      ))}
    </Box>
  );
}
