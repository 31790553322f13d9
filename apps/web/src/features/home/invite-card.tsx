import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { paths } from '@/lib/route-table/route-table';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { TextInput } from '@/ui/text-input';

/** The member's invitation link (/auth/{ReferrerLink}) with a copy button. */
export function InviteCard() {
  const { t } = useTranslation('home');
  const notify = useNotify();
  const { userData } = useSession();
  if (!userData) return null;
  const link = `${window.location.origin}${paths.referrerLink.href({ referrerLink: userData.referralCode })}`;
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('invite.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('invite.body')}
        </Typography>
        <TextInput
          value={link}
          size="small"
          label={t('invite.link')}
          readOnly
          inputProps={{ 'data-testid': 'invite-link' }}
          onFocus={(e) => e.target.select()}
          sx={{ mb: 1.5 }}
        />
        <Button
          variant="outlined"
          startIcon={<ContentCopyOutlined />}
          fullWidth
          onClick={() =>
            navigator.clipboard.writeText(link).then(
              () => notify(t('invite.copied')),
              () => notify(t('invite.copyFailed'), 'warning'),
            )
          }
        >
          {t('invite.copy')}
        </Button>
      </CardContent>
    </Card>
  );
}
