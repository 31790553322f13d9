import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { downloadReceipt } from '../api/get-purchases';

type Props = {
  purchaseId: string;
  receiptNumber: string | null;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
};

/** Downloads the purchase's numbered receipt (PDF). */
export function ReceiptButton({ purchaseId, receiptNumber, variant = 'text', size = 'small' }: Props) {
  const { t } = useTranslation('payments');
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={variant}
      size={size}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} /> : <PictureAsPdfOutlined />}
      aria-label={receiptNumber ? t('receipt.downloadNumbered', { number: receiptNumber }) : undefined}
      onClick={() => {
        setBusy(true);
        downloadReceipt(purchaseId, receiptNumber)
          .catch((error: unknown) => notify(problemMessage(error, t, { ns: 'payments' }), 'error'))
          .finally(() => setBusy(false));
      }}
    >
      {t('receipt.download')}
    </Button>
  );
}
