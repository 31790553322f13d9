import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Chip from '@mui/material/Chip';
import { useTranslation } from '@/lib/use-translation';

/** Another account sent the same document, or the same legal name and birth date. */
export function DuplicateFlag() {
  const { t } = useTranslation('admin-kyc');
  return (
    <Chip
      size="small"
      variant="outlined"
      color="warning"
      icon={<ContentCopyOutlined aria-hidden />}
      label={t('duplicates.flag')}
      sx={{ fontWeight: 600 }}
    />
  );
}
