import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { RetryAlert } from '@/ui/retry-alert';
import { useMember } from '../api/get-member';
import { ChatEmpty } from '../components/chat-empty';
import { NewQuestionForm, type QuestionPrefill } from './new-question-form';
import { partnerProblem } from './partner-words';

type Props = {
  /** The partner and subject the link named (a task's "Ask the partner"); none from the page itself. */
  prefill: QuestionPrefill | null;
  /** On a phone: back to the list (the form is the only pane). */
  onBack?: () => void;
  onCancel: () => void;
  onOpened: (conversationId: string) => void;
};

/**
 * Without a partner named, the way to one: a member asks from a task (its "Ask the partner"), the
 * partner who offers it (docs/decisions.md "Partner chat screen ([10])").
 */
function ChooseATask() {
  const { t } = useTranslation('chat-partner');
  return (
    <ChatEmpty
      icon={TaskAltOutlined}
      title={t('new.noPartnerTitle')}
      body={t('new.noPartnerBody')}
      action={
        <Button variant="contained" component={RouterLink} to={paths.tasksDashboard.href()}>
          {t('list.toTasks')}
        </Button>
      }
      sx={{ maxWidth: 480, mx: 'auto' }}
    />
  );
}

function WithPartner({ prefill, onCancel, onOpened }: Omit<Props, 'onBack'> & { prefill: QuestionPrefill }) {
  const { t } = useTranslation(['chat-partner', 'chat']);
  const partner = useMember(prefill.partner);
  if (partner.isPending)
    return (
      <Box role="status" aria-label={t('new.loading')} sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 560 }}>
        <Skeleton variant="rounded" height={44} width={220} />
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={120} />
      </Box>
    );
  if (partner.isError)
    return (
      <RetryAlert
        sx={{ m: 2 }}
        message={partnerProblem(partner.error, t)}
        retryLabel={t('actions.retry')}
        onRetry={() => void partner.refetch()}
      />
    );
  return (
    <NewQuestionForm
      partner={partner.data.person}
      prefill={prefill}
      onCancel={onCancel}
      onOpened={onOpened}
    />
  );
}

/** The right-hand pane (the only one on a phone) while the member writes a new question. */
export function NewQuestionPane({ prefill, onBack, onCancel, onOpened }: Props) {
  const { t } = useTranslation('chat-partner');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1,
          py: 1,
          minHeight: 57,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {onBack && (
          <IconButton aria-label={t('new.back')} onClick={onBack}>
            <ArrowBackOutlined />
          </IconButton>
        )}
        <Typography component="h2" variant="h6" sx={{ ml: onBack ? 0 : 1 }}>
          {t('new.title')}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {prefill ? (
          <WithPartner prefill={prefill} onCancel={onCancel} onOpened={onOpened} />
        ) : (
          <ChooseATask />
        )}
      </Box>
    </Box>
  );
}
