import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useNotify } from '@/ui/snackbar';
import { useRemoveTask } from '../api/remove-task';
import { partnerProblems } from '../partner-problems';
import { ProofsDialog } from '../proofs/proofs-dialog';
import { CancelDialog } from './cancel-dialog';
import { EditDialog } from './edit-dialog';
import { PublishDialog } from './publish-dialog';
import type { TaskDialog } from './task-actions';

/** Deleting a draft, asked once more (nothing was set aside: no coins move). */
function DeleteDialog({ dialog, onClose }: { dialog: TaskDialog | null; onClose: () => void }) {
  const { t } = useTranslation('partner-dashboard');
  const notify = useNotify();
  const remove = useRemoveTask();
  const task = dialog?.task;
  return (
    <ConfirmDialog
      open={dialog?.kind === 'delete'}
      title={t('delete.title')}
      body={t('delete.body', { title: task?.title ?? '' })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('actions.back')}
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!task || remove.isPending) return;
        remove.mutate(task.id, {
          onSuccess: () => {
            notify(t('delete.done', { title: task.title }));
            onClose();
          },
          onError: (error) => notify(problemMessage(error, t, partnerProblems), 'error'),
        });
      }}
    />
  );
}

/** The dialog a row action opened, if any. */
export function TaskDialogs({ dialog, onClose }: { dialog: TaskDialog | null; onClose: () => void }) {
  return (
    <>
      {dialog?.kind === 'publish' && <PublishDialog task={dialog.task} onClose={onClose} />}
      {dialog?.kind === 'cancel' && <CancelDialog task={dialog.task} onClose={onClose} />}
      {dialog?.kind === 'edit' && <EditDialog task={dialog.task} onClose={onClose} />}
      {dialog?.kind === 'proofs' && <ProofsDialog task={dialog.task} onClose={onClose} />}
      <DeleteDialog dialog={dialog} onClose={onClose} />
    </>
  );
}
