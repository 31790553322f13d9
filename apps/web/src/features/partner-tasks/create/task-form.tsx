import type { PartnerTask, PartnerTaskSettings } from '@betogether/contracts/tasks/tasks.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { usePartnerBalance } from '../api/get-balance';
import { partnerTaskKeys } from '../api/partner-task-keys';
import { ActionError } from './action-error';
import { AudienceSection } from './audience-section';
import { ContentSection } from './content-section';
import { PublishDialog } from './publish-dialog';
import { RewardSection } from './reward-section';
import { ScheduleSection } from './schedule-section';
import type { SectionProps } from './section-props';
import { SummaryCard } from './summary-card';
import { budgetOf } from './task-budget';
import { checkTask } from './task-form-rules';
import { emptyForm, formOfTask, fromLocalInput } from './task-form-state';
import { formFieldOf, taskInputOf } from './task-input';
import { type TaskVariant, variantName } from './task-variant';
import { useTaskActions } from './use-task-actions';
import { useTaskForm } from './use-task-form';

type Props = {
  variant: TaskVariant;
  settings: PartnerTaskSettings;
  /** The draft to edit, or null for a new task. */
  draft: PartnerTask | null;
  onCreated: (task: PartnerTask) => void;
};

/** After a refused save, the first field with a message gets the focus (or comes into view). */
function focusFirstProblem() {
  requestAnimationFrame(() => {
    const input = document.querySelector<HTMLElement>('form [aria-invalid="true"]');
    if (input) input.focus();
    else document.querySelector('form .Mui-error')?.scrollIntoView({ block: 'center' });
  });
}

/**
 * The create form of every kind of task, in sections (content, reward, audience, schedule) beside
 * a summary of what publishing costs. "Save draft" creates or rewrites the draft; "Publish" saves,
 * asks to confirm with the exact coins, publishes, and goes to the partner dashboard.
 */
export function TaskFormView({ variant, settings, draft, onCreated }: Props) {
  const { t } = useTranslation('partner-tasks');
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const state = useTaskForm(() => (draft ? formOfTask(draft) : emptyForm()));
  const { form, update } = state;
  const balance = usePartnerBalance(!variant.free);
  const [confirming, setConfirming] = useState(false);
  const actions = useTaskActions({
    initialTaskId: draft?.id ?? null,
    onCreated,
    onFailure: (error) => {
      setConfirming(false);
      if (error instanceof ApiError && error.code === 'PARTNER_BALANCE_TOO_LOW')
        void queryClient.invalidateQueries({ queryKey: partnerTaskKeys.balance() });
      if (error instanceof ApiError && error.status === 422) {
        const mapped = Object.entries(serverFieldErrors(error, t)).flatMap(([field, message]) => {
          const at = formFieldOf(field);
          return at ? [[at, message] as const] : [];
        });
        state.setServerProblems(Object.fromEntries(mapped));
        focusFirstProblem();
      }
    },
  });
  const name = variantName(variant);

  useEffect(() => {
    document.title = `${t(`form.heading.${name}`)} · BeTogether`;
  }, [t, name]);

  const problems = checkTask(form, variant, settings);
  const errorOf = (field: string) =>
    state.messageOf(field, problems, (key, values) => t(`form.errors.${key}`, values));
  const budget = budgetOf(form, variant, settings.feePercent);
  const section: SectionProps = { form, update, variant, errorOf };

  const canSend = () => {
    state.submit();
    actions.clearError();
    const ok = Object.keys(problems).length === 0;
    if (!ok) focusFirstProblem();
    return ok;
  };
  const saveDraft = async () => {
    if (!canSend()) return;
    const saved = await actions.saveDraft(taskInputOf(form, variant));
    if (saved) notify(t('form.saved'));
  };
  const publish = async () => {
    const published = await actions.publish(taskInputOf(form, variant));
    if (!published) return;
    setConfirming(false);
    const status = ['live', 'scheduled', 'in_review'].includes(published.status) ? published.status : 'other';
    notify(t(`publish.done.${status}`));
    navigate(paths.partnerDashboard.href());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend()) setConfirming(true);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ px: { xs: 1, sm: 0 } }}>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t(`form.heading.${name}`)}
        </Typography>
        <Typography color="text.secondary">
          {actions.taskId ? t('form.editingDraft') : t(`form.lead.${name}`)}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
        }}
      >
        <Stack spacing={2}>
          <ContentSection {...section} />
          <RewardSection {...section} minRewardCoins={settings.minRewardCoins} />
          <AudienceSection {...section} />
          <ScheduleSection {...section} />
        </Stack>
        {/* Beside the form on wide screens (kept in view), after it on phones. */}
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
          <SummaryCard variant={variant} settings={settings} budget={budget} balance={balance}>
            <ActionError error={actions.error} total={budget.total} balance={balance.data?.balance} />
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={actions.busy === 'publish'}
              disabled={actions.busy !== null}
            >
              {t('actions.publish')}
            </Button>
            <Button
              variant="outlined"
              size="large"
              onClick={() => void saveDraft()}
              loading={actions.busy === 'save'}
              disabled={actions.busy !== null}
            >
              {t('actions.saveDraft')}
            </Button>
          </SummaryCard>
        </Box>
      </Box>
      <PublishDialog
        open={confirming}
        free={variant.free}
        budget={budget}
        balance={balance.data?.balance}
        reviewed={settings.reviewedTasksLeft > 0}
        startsAt={form.startMode === 'later' ? fromLocalInput(form.startsAt) : null}
        busy={actions.busy === 'publish'}
        onConfirm={() => void publish()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
