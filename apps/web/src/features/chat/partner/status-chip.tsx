import type { PartnerThreadStatus } from '@betogether/contracts/chat/chat.constants';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import Chip from '@mui/material/Chip';
import { useTranslation } from '@/lib/use-translation';

/** "Open" or "Resolved", the same in the lists and above the thread. */
export function StatusChip({ status }: { status: PartnerThreadStatus }) {
  const { t } = useTranslation('chat-partner');
  const resolved = status === 'resolved';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={resolved ? 'success' : 'primary'}
      icon={resolved ? <CheckCircleOutlined /> : <HelpOutlineOutlined />}
      label={t(`statuses.${status}`)}
      sx={{ flexShrink: 0, fontWeight: 600 }}
    />
  );
}
