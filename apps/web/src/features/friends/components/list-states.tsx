import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { friendsProblem } from './friends-problem';

/** A list that could not load: what happened and a retry button. */
export function ListError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('friends');
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 5 }} role="alert">
        <CloudOffOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />
        <Typography variant="h4" component="p" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {friendsProblem(error, t)}
        </Typography>
        <Button variant="contained" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** An empty list: what it will hold, and what to do next. */
export function EmptyState({
  icon,
  title,
  body,
  action,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  action?: ReactNode;
}) {
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 5, px: 3 }}>
        {icon}
        <Typography variant="h4" component="p" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: action ? 2 : 0, maxWidth: 420, mx: 'auto' }}>
          {body}
        </Typography>
        {action}
      </CardContent>
    </Card>
  );
}
