import type { AdminCoinPack } from '@betogether/contracts/payments/coin-packs.schemas';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { formatMoney } from '@/lib/money-format';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { EmptyState, ListError, RowsSkeleton } from '@/ui/list-states';
import { RelativeTime } from '@/ui/relative-time';
import { useNotify } from '@/ui/snackbar';
import { useCoinPacks, useSaveCoinPack } from '../api/coin-packs';
import { CoinAmount } from '../components/coin-amount';
import { economyProblems } from '../economy-problems';
import { CoinPackDialog } from './coin-pack-dialog';

type Editing = { pack: AdminCoinPack | null } | null;

/** Puts a pack in or out of the store at once (PATCH { active }), with a message either way. */
function useToggleActive() {
  const { t } = useTranslation('admin-economy');
  const notify = useNotify();
  const save = useSaveCoinPack();
  const toggle = (pack: AdminCoinPack) =>
    save.mutate(
      { id: pack.id, body: { active: !pack.active } },
      {
        onSuccess: (saved) =>
          notify(
            saved.active
              ? t('packs.activated', { name: saved.name })
              : t('packs.deactivated', { name: saved.name }),
          ),
        onError: (error) => notify(problemMessage(error, t, economyProblems), 'error'),
      },
    );
  return { toggle, pendingId: save.isPending ? save.variables?.id : undefined };
}

function ActiveSwitch({
  pack,
  toggle,
  pending,
}: {
  pack: AdminCoinPack;
  toggle: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation('admin-economy');
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Switch
        checked={pack.active}
        onChange={toggle}
        disabled={pending}
        slotProps={{ input: { 'aria-label': t('packs.activeFor', { name: pack.name }) } }}
      />
      <Chip
        size="small"
        color={pack.active ? 'success' : 'default'}
        label={pack.active ? t('packs.active') : t('packs.inactive')}
      />
    </Box>
  );
}

function EditButton({ pack, onEdit }: { pack: AdminCoinPack; onEdit: () => void }) {
  const { t } = useTranslation('admin-economy');
  return (
    <Button
      size="small"
      startIcon={<EditOutlined />}
      onClick={onEdit}
      aria-label={t('packs.editNamed', { name: pack.name })}
    >
      {t('packs.edit')}
    </Button>
  );
}

function Contents({ pack }: { pack: AdminCoinPack }) {
  const { t } = useTranslation('admin-economy');
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <CoinAmount coins={pack.coins} strong />
      {pack.bonusCoins > 0 && (
        <Typography variant="body2" color="text.secondary" component="span">
          {t('packs.plusBonus')} <CoinAmount coins={pack.bonusCoins} />
        </Typography>
      )}
    </Box>
  );
}

/** The coin packs the store sells: every pack, active or not, to create, edit and switch on or off. */
export function CoinPacksPanel() {
  const { t, i18n } = useTranslation('admin-economy');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const packs = useCoinPacks();
  const { toggle, pendingId } = useToggleActive();
  const [editing, setEditing] = useState<Editing>(null);
  const items = packs.data?.items ?? [];

  const createButton = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing({ pack: null })}>
      {t('packs.new')}
    </Button>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 280px' }}>
          {t('packs.intro')}
        </Typography>
        {items.length > 0 && createButton}
      </Box>
      {packs.isPending ? (
        <RowsSkeleton rows={4} label={t('packs.loading')} />
      ) : packs.isError ? (
        <ListError
          surface="outlined"
          title={t('packs.loadError')}
          message={problemMessage(packs.error, t, economyProblems)}
          retryLabel={t('actions.retry')}
          onRetry={() => void packs.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          surface="outlined"
          icon={<StorefrontOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />}
          title={t('packs.emptyTitle')}
          body={t('packs.emptyBody')}
          action={createButton}
        />
      ) : wide ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('packs.label')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('packs.fields.position')}</TableCell>
                <TableCell>{t('packs.fields.name')}</TableCell>
                <TableCell>{t('packs.contents')}</TableCell>
                <TableCell align="right">{t('packs.fields.price')}</TableCell>
                <TableCell>{t('packs.status')}</TableCell>
                <TableCell>{t('packs.updated')}</TableCell>
                <TableCell align="right">
                  <span>{t('packs.actions')}</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((pack) => (
                <TableRow key={pack.id} data-testid="coin-pack-row" sx={{ opacity: pack.active ? 1 : 0.75 }}>
                  <TableCell>{pack.position}</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>{pack.name}</TableCell>
                  <TableCell>
                    <Contents pack={pack} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {formatMoney(pack.priceMinor, pack.currency, i18n.language)}
                  </TableCell>
                  <TableCell>
                    <ActiveSwitch pack={pack} toggle={() => toggle(pack)} pending={pendingId === pack.id} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <RelativeTime value={pack.updatedAt} />
                  </TableCell>
                  <TableCell align="right">
                    <EditButton pack={pack} onEdit={() => setEditing({ pack })} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          {items.map((pack) => (
            <Paper key={pack.id} variant="outlined" sx={{ p: 1.5 }} data-testid="coin-pack-row">
              <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
                <Typography sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0 }} noWrap>
                  {pack.name}
                </Typography>
                <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(pack.priceMinor, pack.currency, i18n.language)}
                </Typography>
              </Box>
              <Contents pack={pack} />
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
                <ActiveSwitch pack={pack} toggle={() => toggle(pack)} pending={pendingId === pack.id} />
                <EditButton pack={pack} onEdit={() => setEditing({ pack })} />
              </Box>
            </Paper>
          ))}
        </Box>
      )}
      {editing && <CoinPackDialog pack={editing.pack} onClose={() => setEditing(null)} />}
    </Box>
  );
}
