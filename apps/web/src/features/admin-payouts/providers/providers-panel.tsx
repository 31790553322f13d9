import type { AdminPayoutProvider } from '@betogether/contracts/payouts/payouts.schemas';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { type ReactNode, useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { EmptyState, ListError, RowsSkeleton } from '@/ui/list-states';
import { useNotify } from '@/ui/snackbar';
import { adminPayoutsProblems } from '../admin-payouts-problems';
import { usePayoutProviders } from '../api/get-providers';
import { useUpdatePayoutProvider } from '../api/update-provider';
import { ProviderDialog } from './provider-dialog';
import { CurrencyChips, FeeText, FieldChips, KindChip, LimitsText } from './provider-facts';

type Editing = { provider: AdminPayoutProvider | null } | null;

/** Switches a provider on or off at once (PATCH { active }), with a message either way. */
function useToggleActive() {
  const { t } = useTranslation('admin-payouts');
  const notify = useNotify();
  const update = useUpdatePayoutProvider();
  const toggle = (provider: AdminPayoutProvider) =>
    update.mutate(
      { id: provider.id, body: { active: !provider.active } },
      {
        onSuccess: (saved) =>
          notify(t(saved.active ? 'providers.activated' : 'providers.deactivated', { name: saved.name })),
        onError: (error) => notify(problemMessage(error, t, adminPayoutsProblems), 'error'),
      },
    );
  return { toggle, pendingId: update.isPending ? update.variables?.id : undefined };
}

type RowProps = { provider: AdminPayoutProvider; toggle: () => void; pending: boolean; onEdit: () => void };

function ActiveSwitch({ provider, toggle, pending }: Omit<RowProps, 'onEdit'>) {
  const { t } = useTranslation('admin-payouts');
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      <Switch
        checked={provider.active}
        onChange={toggle}
        disabled={pending}
        slotProps={{ input: { 'aria-label': t('providers.activeFor', { name: provider.name }) } }}
      />
      <Typography variant="body2" color={provider.active ? 'success.main' : 'text.secondary'}>
        {provider.active ? t('providers.active') : t('providers.inactive')}
      </Typography>
    </Box>
  );
}

function EditButton({ provider, onEdit }: Pick<RowProps, 'provider' | 'onEdit'>) {
  const { t } = useTranslation('admin-payouts');
  return (
    <Button
      size="small"
      startIcon={<EditOutlined />}
      onClick={onEdit}
      aria-label={t('providers.editNamed', { name: provider.name })}
    >
      {t('providers.edit')}
    </Button>
  );
}

function ProvidersTable({ rows }: { rows: RowProps[] }) {
  const { t } = useTranslation('admin-payouts');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('providers.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('providers.columns.name')}</TableCell>
            <TableCell>{t('providers.columns.currencies')}</TableCell>
            <TableCell>{t('providers.columns.fee')}</TableCell>
            <TableCell>{t('providers.columns.limits')}</TableCell>
            <TableCell>{t('providers.columns.fields')}</TableCell>
            <TableCell>{t('providers.columns.status')}</TableCell>
            <TableCell align="right">
              <span>{t('providers.columns.actions')}</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ provider, toggle, pending, onEdit }) => (
            <TableRow
              key={provider.id}
              data-testid="payout-provider"
              sx={{ opacity: provider.active ? 1 : 0.75 }}
            >
              <TableCell sx={{ minWidth: 140 }}>
                <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{provider.name}</Typography>
                <KindChip provider={provider} />
              </TableCell>
              <TableCell>
                <CurrencyChips provider={provider} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                <FeeText provider={provider} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                <LimitsText provider={provider} />
              </TableCell>
              <TableCell>
                <FieldChips provider={provider} />
              </TableCell>
              <TableCell>
                <ActiveSwitch provider={provider} toggle={toggle} pending={pending} />
              </TableCell>
              <TableCell align="right">
                <EditButton provider={provider} onEdit={onEdit} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** One card per provider below md: the same facts, stacked. */
function ProviderCards({ rows }: { rows: RowProps[] }) {
  const { t } = useTranslation('admin-payouts');
  const fact = (label: string, value: ReactNode) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: '96px minmax(0, 1fr)', gap: 1, alignItems: 'baseline' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ fontSize: 14, minWidth: 0 }}>{value}</Box>
    </Box>
  );
  return (
    <Box
      component="ul"
      aria-label={t('providers.label')}
      sx={{ display: 'grid', gap: 1, p: 0, m: 0, listStyle: 'none' }}
    >
      {rows.map(({ provider, toggle, pending, onEdit }) => (
        <Paper
          key={provider.id}
          component="li"
          variant="outlined"
          data-testid="payout-provider"
          aria-label={provider.name}
          sx={{ p: 1.5, display: 'grid', gap: 1, opacity: provider.active ? 1 : 0.85 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0 }} noWrap>
              {provider.name}
            </Typography>
            <KindChip provider={provider} />
          </Box>
          {fact(t('providers.columns.currencies'), <CurrencyChips provider={provider} />)}
          {fact(t('providers.columns.fee'), <FeeText provider={provider} />)}
          {fact(t('providers.columns.limits'), <LimitsText provider={provider} />)}
          {fact(t('providers.columns.fields'), <FieldChips provider={provider} />)}
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <ActiveSwitch provider={provider} toggle={toggle} pending={pending} />
            <EditButton provider={provider} onEdit={onEdit} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

/** Every payout provider, to create, edit and switch on or off. */
export function ProvidersPanel() {
  const { t } = useTranslation('admin-payouts');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const providers = usePayoutProviders();
  const { toggle, pendingId } = useToggleActive();
  const [editing, setEditing] = useState<Editing>(null);
  const items = providers.data?.items ?? [];
  const rows: RowProps[] = items.map((provider) => ({
    provider,
    toggle: () => toggle(provider),
    pending: pendingId === provider.id,
    onEdit: () => setEditing({ provider }),
  }));

  const createButton = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing({ provider: null })}>
      {t('providers.new')}
    </Button>
  );

  return (
    <Box
      component="section"
      aria-labelledby="payout-providers-title"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 260px' }}>
          <Typography id="payout-providers-title" variant="h4" component="h2">
            {t('providers.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('providers.intro')}
          </Typography>
        </Box>
        {items.length > 0 && createButton}
      </Box>
      {providers.isPending ? (
        <RowsSkeleton rows={3} label={t('providers.loading')} />
      ) : providers.isError ? (
        <ListError
          surface="outlined"
          title={t('providers.loadError')}
          message={problemMessage(providers.error, t, adminPayoutsProblems)}
          retryLabel={t('actions.retry')}
          onRetry={() => void providers.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          surface="outlined"
          icon={<PaymentsOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />}
          title={t('providers.emptyTitle')}
          body={t('providers.emptyBody')}
          action={createButton}
        />
      ) : wide ? (
        <ProvidersTable rows={rows} />
      ) : (
        <ProviderCards rows={rows} />
      )}
      {editing && <ProviderDialog provider={editing.provider} onClose={() => setEditing(null)} />}
    </Box>
  );
}
