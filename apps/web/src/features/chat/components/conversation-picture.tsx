import type { Conversation } from '@betogether/contracts/chat/chat.schemas';
import Box from '@mui/material/Box';
import { problemMessage } from '@/lib/problem-message';
import { useUpload } from '@/lib/uploader/use-upload';
import { useTranslation } from '@/lib/use-translation';
import { AvatarPicker } from '@/ui/avatar-picker';
import { useNotify } from '@/ui/snackbar';
import { UploadProgress } from '@/ui/upload-progress';
import { useSetGroupPicture } from '../api/update-group';

/**
 * A group's or room's picture, chosen and cropped by those who may rename it: uploaded (with its
 * progress) as an `avatar`, then set; or taken away.
 */
export function ConversationPicture({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('chat');
  const notify = useNotify();
  const uploads = useUpload();
  const setPicture = useSetGroupPicture(conversation.id);

  const save = async (picture: Blob | null) => {
    try {
      const media = picture ? await uploads.upload(picture, 'avatar') : null;
      if (picture && !media) return; // cancelled
      await setPicture.mutateAsync(media?.id ?? null);
      notify(t(picture ? 'group.pictureSaved' : 'group.pictureRemoved'));
    } catch (error) {
      notify(problemMessage(error, t), 'error');
    }
  };

  return (
    <Box sx={{ mb: 2 }} data-testid="conversation-picture">
      <AvatarPicker
        value={conversation.avatarUrl}
        fallbackLetter={(conversation.title ?? '#').slice(0, 1)}
        onChange={(picture) => void save(picture)}
        busy={(uploads.state.status !== 'idle' && uploads.state.status !== 'failed') || setPicture.isPending}
      />
      <UploadProgress
        state={uploads.state}
        onPause={uploads.pause}
        onResume={uploads.resume}
        onCancel={uploads.cancel}
        onRetry={() => void uploads.retry()}
        errorText={uploads.state.status === 'failed' ? problemMessage(uploads.state.error, t) : undefined}
      />
    </Box>
  );
}
