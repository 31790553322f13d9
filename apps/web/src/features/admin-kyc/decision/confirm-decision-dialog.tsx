import type { KycDecisionBody } from '@betogether/contracts/kyc/kyc.schemas';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import Alert from '@mui/material/Alert';
import type { ButtonProps } from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { FormDialog } from '@/ui/form-dialog';
import { listOf } from '../admin-kyc-format';

const colors: Record<KycDecisionBody['decision'], ButtonProps['color']> = {
  approve: 'success',
  reject: 'error',
  resubmit: 'warning',
};

type Props = {
  member: PersonSummary;
  body: KycDecisionBody;
  pending: boolean;
  /** The refusal of the last try, in the admin's words. */
  problem: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * The decision said once more before it leaves: what happens to the member, the reason they will
 * read and what they must send again. Sending is final (the server takes one decision per request).
 */
export function ConfirmDecisionDialog({ member, body, pending, problem, onConfirm, onClose }: Props) {
  const { t, i18n } = useTranslation('admin-kyc');
  const { decision } = body;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onConfirm();
  };
  return (
    <FormDialog
      title={t(`confirm.${decision}.title`, { name: member.displayName })}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      submitLabel={t(`confirm.${decision}.submit`)}
      submitColor={colors[decision]}
      cancelLabel={t('actions.back')}
      fullScreenOnPhone={false}
      contentSx={{ display: 'grid', gap: 1.5 }}
    >
      <DialogContentText>{t(`confirm.${decision}.body`, { name: member.displayName })}</DialogContentText>
      {body.fields && body.fields.length > 0 && (
        <Typography>
          {t('confirm.fields', {
            fields: listOf(
              body.fields.map((field) => t(`fields.${field}`)),
              i18n.language,
            ),
          })}
        </Typography>
      )}
      {body.reason && (
        <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {t('confirm.reason', { reason: body.reason })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('confirm.final')}
      </Typography>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </FormDialog>
  );
}
