import type { TaskDetail } from '@betogether/contracts/tasks/task-play.schemas';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';

/**
 * The partner chat ([10]) about this task, or the reward of the member's attempt at it; not on the
 * partner's own task.
 */
export function AskPartnerButton({ task }: { task: Pick<TaskDetail, 'id' | 'partner' | 'attempt'> }) {
  const { t } = useTranslation('tasks');
  const mine = useSession().userData?.id === task.partner.id;
  if (mine) return null;
  return (
    <Button
      size="small"
      component={RouterLink}
      to={paths.partnerChat.href({
        query: { partner: task.partner.id, subject: 'task', task: task.id, reward: task.attempt?.id },
      })}
      startIcon={<ChatBubbleOutlineOutlined />}
    >
      {t('player.askPartner')}
    </Button>
  );
}
