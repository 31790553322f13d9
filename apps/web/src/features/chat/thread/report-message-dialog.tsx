import { useTranslation } from '@/lib/use-translation';
import { ReportDialog } from '@/ui/report-dialog';
import { reportMessage } from '../api/report-message';

/**
 * Report someone's message to the moderators (the shared report dialog), saying that they will see
 * the few messages before it: the moderators are not in the conversation.
 */
export function ReportMessageDialog({
  messageId,
  open,
  onClose,
}: {
  messageId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <ReportDialog
      kind="message"
      open={open}
      onClose={onClose}
      send={reportMessage(messageId)}
      note={t('report.context')}
    />
  );
}
