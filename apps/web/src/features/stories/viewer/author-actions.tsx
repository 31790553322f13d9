import type { Story } from '@betogether/contracts/stories/stories.schemas';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { lazyPart } from '@/ui/lazy-part';
import { useNotify } from '@/ui/snackbar';
import { useDeleteStory } from '../api/delete-story';
import { onStage } from './viewer-header';

const ViewersDialog = lazyPart(() => import('./viewers-dialog').then((module) => module.ViewersDialog));

type Props = {
  story: Story;
  /** A dialog of the bar is open (the story waits meanwhile). */
  onDialog: (open: boolean) => void;
  onDeleted: (story: Story) => void;
};

/** For the member's own story: who saw it ("Seen by N", with their reactions) and deleting it. */
export function AuthorActions({ story, onDialog, onDeleted }: Props) {
  const { t } = useTranslation('stories');
  const notify = useNotify();
  const [open, setOpen] = useState<'viewers' | 'delete' | null>(null);
  const remove = useDeleteStory();
  const show = (next: typeof open) => {
    setOpen(next);
    onDialog(next !== null);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1.5, pb: 1.5 }}>
      <Button
        startIcon={<VisibilityOutlined aria-hidden />}
        onClick={() => show('viewers')}
        {...ViewersDialog.preloadProps}
        sx={onStage}
      >
        {t('viewer.seenBy', { count: story.viewerCount ?? 0 })}
      </Button>
      <IconButton
        aria-label={t('viewer.delete')}
        onClick={() => show('delete')}
        {...ConfirmDialog.preloadProps}
        sx={onStage}
      >
        <DeleteOutlineRounded />
      </IconButton>
      <ViewersDialog open={open === 'viewers'} storyId={story.id} onClose={() => show(null)} />
      <ConfirmDialog
        open={open === 'delete'}
        title={t('delete.title')}
        body={t('delete.body')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('actions.cancel')}
        busy={remove.isPending}
        onClose={() => show(null)}
        onConfirm={() =>
          remove.mutate(story, {
            onSuccess: () => {
              show(null);
              notify(t('delete.done'));
              onDeleted(story);
            },
            onError: (error) => notify(problemMessage(error, t, { ns: 'stories' }), 'error'),
          })
        }
      />
    </Box>
  );
}
