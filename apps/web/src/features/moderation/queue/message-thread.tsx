import type { ModerationCaseDetail } from '@betogether/contracts/moderation/moderation.schemas';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';

type Line = { key: string; sender: string; text: string; createdAt: string | null; reported: boolean };

function formatTime(value: string, language: string) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}

/**
 * A reported chat message as the moderator reads it: which conversation (they are not in it), the
 * messages just before it as the reporter saw them, and the reported one marked (word and colour).
 */
export function MessageThread({ detail }: { detail: ModerationCaseDetail }) {
  const { t, i18n } = useTranslation('moderation');
  const { content } = detail;
  const conversation = content.conversation;
  const kind = conversation ? t(`detail.conversationKind.${conversation.kind}`) : '';
  const lines: Line[] = [
    ...(content.context ?? []).map((line, index) => ({
      key: `${index}-${line.createdAt}`,
      sender: line.senderName ?? t('detail.formerMember'),
      text: line.text,
      createdAt: line.createdAt,
      reported: false,
    })),
    {
      key: 'reported',
      sender: detail.author.displayName,
      text: content.body || t('detail.noText'),
      createdAt: content.createdAt,
      reported: true,
    },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {conversation && (
        <Typography variant="body2" color="text.secondary">
          {conversation.title
            ? t('detail.conversationTitled', { kind, title: conversation.title })
            : t('detail.conversation', { kind })}
        </Typography>
      )}
      {content.context?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('detail.noContext')}
        </Typography>
      )}
      <Box
        component="ol"
        aria-label={t('detail.thread')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {lines.map((line) => (
          <Box
            component="li"
            key={line.key}
            aria-current={line.reported ? 'true' : undefined}
            sx={{
              borderLeft: 3,
              borderColor: line.reported ? 'warning.main' : 'divider',
              bgcolor: line.reported ? (theme) => alpha(theme.palette.warning.main, 0.12) : undefined,
              borderRadius: 1,
              px: 1.5,
              py: 0.75,
            }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                {line.sender}
              </Typography>
              {line.createdAt && (
                <Typography variant="caption" component="span" color="text.secondary">
                  {formatTime(line.createdAt, i18n.language)}
                </Typography>
              )}
              {line.reported && <Chip size="small" color="warning" label={t('detail.reportedMessage')} />}
            </Box>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{line.text}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
