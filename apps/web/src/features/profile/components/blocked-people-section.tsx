import type { BlockedMember } from '@betogether/contracts/friends/friends.schemas';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useNotify } from '@/ui/snackbar';
import { useBlockedPeople, useUnblock } from '../api/blocked-people';
import { SettingsSection } from './settings-section';

const rowSx = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: 1.5,
  rowGap: 1,
  py: 1.5,
  '& + &': { borderTop: 1, borderColor: 'divider' },
} as const;

function BlockedRow({ blocked, onUnblock }: { blocked: BlockedMember; onUnblock: () => void }) {
  const { t, i18n } = useTranslation('profile');
  const { person } = blocked;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(blocked.blockedAt),
  );
  return (
    <Box component="li" sx={rowSx}>
      <Avatar src={person.avatarUrl ?? undefined} alt="" sx={{ width: 48, height: 48 }}>
        {person.displayName.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={paths.userProfile.href({ userId: person.id })}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
        >
          {person.displayName}
        </Link>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={blocked.blockedAt}>{t('blocked.blockedOn', { date })}</time>
        </Typography>
      </Box>
      <Button
        variant="outlined"
        color="inherit"
        onClick={onUnblock}
        aria-label={t('blocked.unblockLabel', { name: person.displayName })}
      >
        {t('blocked.unblock')}
      </Button>
    </Box>
  );
}

/** The people the member blocked, each with a way to unblock them (issue [3]). */
export function BlockedPeopleSection() {
  const { t } = useTranslation('profile');
  const notify = useNotify();
  const blocked = useBlockedPeople();
  const unblock = useUnblock();
  // The person stays while the dialog closes, so its text does not change during the fade.
  const [asked, setAsked] = useState<{ person: PersonSummary; open: boolean } | null>(null);
  const name = asked?.person.displayName ?? '';
  const items = blocked.data?.pages.flatMap((page) => page.items) ?? [];

  const confirm = async (person: PersonSummary) => {
    setAsked({ person, open: false });
    try {
      await unblock.mutateAsync(person.id);
      notify(t('blocked.unblocked', { name: person.displayName }));
    } catch {
      notify(t('blocked.unblockError', { name: person.displayName }), 'error');
    }
  };

  return (
    <SettingsSection id="blocked" title={t('blocked.title')} description={t('blocked.description')}>
      {blocked.isPending ? (
        <Box aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Box key={i} sx={rowSx}>
              <Skeleton variant="circular" width={48} height={48} />
              <Box sx={{ flex: 1 }}>
                <Skeleton variant="text" width="40%" />
                <Skeleton variant="text" width="25%" />
              </Box>
            </Box>
          ))}
        </Box>
      ) : !blocked.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void blocked.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('blocked.loadError')}
        </Alert>
      ) : items.length === 0 && !blocked.hasNextPage ? (
        <Box sx={{ textAlign: 'center', py: 3 }}>
          <BlockOutlined sx={{ fontSize: 40, color: 'text.disabled', mb: 1 }} aria-hidden />
          <Typography sx={{ fontWeight: 600 }}>{t('blocked.empty')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('blocked.emptyHint')}
          </Typography>
        </Box>
      ) : (
        <>
          <Box component="ul" aria-label={t('blocked.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((item) => (
              <BlockedRow
                key={item.person.id}
                blocked={item}
                onUnblock={() => setAsked({ person: item.person, open: true })}
              />
            ))}
          </Box>
          {blocked.isFetchNextPageError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void blocked.fetchNextPage()}>
                  {t('retry')}
                </Button>
              }
            >
              {t('blocked.moreError')}
            </Alert>
          ) : (
            blocked.hasNextPage && (
              <Box sx={{ textAlign: 'center', pt: 1 }}>
                <Button loading={blocked.isFetchingNextPage} onClick={() => void blocked.fetchNextPage()}>
                  {t('blocked.showMore')}
                </Button>
              </Box>
            )
          )}
        </>
      )}
      <ConfirmDialog
        open={asked?.open ?? false}
        title={t('blocked.confirmTitle', { name })}
        body={t('blocked.confirmBody', { name })}
        confirmLabel={t('blocked.unblock')}
        cancelLabel={t('cancel')}
        onConfirm={() => asked && void confirm(asked.person)}
        onClose={() => asked && setAsked({ ...asked, open: false })}
      />
    </SettingsSection>
  );
}
