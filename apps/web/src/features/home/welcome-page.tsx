import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { InviteCard } from './invite-card';

/**
 * /social/feed: the signed-in home. Until posts exist (the social issue), it welcomes the member
 * and walks them through setting up their account, from their real account state.
 */
export function WelcomePage() {
  const { t } = useTranslation('home');
  const { userData } = useSession();
  useEffect(() => {
    document.title = `${t('title')} · BeTogether`;
  }, [t]);
  if (!userData) return null;
  const steps = [
    { key: 'verified', done: userData.emailVerified, to: paths.showProfile.href() },
    { key: 'photo', done: userData.avatarUrl !== null, to: paths.showProfile.href() },
    { key: 'bio', done: userData.bio.trim().length > 0, to: paths.showProfile.href({ hash: 'details' }) },
    { key: 'twoStep', done: userData.twoFactorEnabled, to: paths.showProfile.href({ hash: 'security' }) },
  ];
  const done = steps.filter((s) => s.done).length;
  return (
    <>
      <Card sx={{ mb: 2 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" component="h1" gutterBottom>
            {t('hello', { name: userData.firstName })}
          </Typography>
          <Typography color="text.secondary">{t('intro')}</Typography>
        </CardContent>
      </Card>
      <Card sx={{ mb: 2 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h4" component="h2" gutterBottom>
            {t('setup.title')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
            <LinearProgress
              variant="determinate"
              value={(done / steps.length) * 100}
              sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
              aria-label={t('setup.progress', { done, total: steps.length })}
            />
            <Typography variant="body2" color="text.secondary">
              {t('setup.progress', { done, total: steps.length })}
            </Typography>
          </Box>
          <List disablePadding>
            {steps.map((step) => (
              // Each link in its own list item: a list holds items, not links (axe "list").
              <ListItem key={step.key} disablePadding>
                <ListItemButton component={RouterLink} to={step.to} sx={{ borderRadius: 2 }}>
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    {step.done ? <CheckCircle color="success" /> : <RadioButtonUnchecked color="disabled" />}
                  </ListItemIcon>
                  <ListItemText
                    primary={t(`setup.${step.key}.title`)}
                    secondary={t(`setup.${step.key}.${step.done ? 'done' : 'todo'}`)}
                    slotProps={{ primary: { sx: { textDecoration: step.done ? 'line-through' : 'none' } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
      <Box sx={{ display: { lg: 'none' } }}>
        <InviteCard />
      </Box>
    </>
  );
}
