import type { Submission } from '@betogether/contracts/tasks/task-reviews.schemas';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** Only web addresses become links: a proof is typed by a member, `javascript:` stays text. */
const webAddress = /^https?:\/\//i;

/**
 * A member's task proof as sent, for whoever reviews it (the partner, the admins): the photo through
 * its signed link (private file, short-lived), the link opened in a new tab without passing who sent
 * the reviewer there, or the text as written. Texts come translated from the caller's namespace.
 */
export function ProofView({
  proof,
  photoAlt,
  missingText,
}: {
  proof: Submission['proof'];
  photoAlt: string;
  missingText: string;
}) {
  if (proof.kind === 'photo' && proof.photoUrl)
    return (
      <Link
        href={proof.photoUrl}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'block', width: 'fit-content' }}
      >
        <Box
          component="img"
          src={proof.photoUrl}
          alt={photoAlt}
          loading="lazy"
          sx={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: 320,
            borderRadius: 1,
            objectFit: 'contain',
            bgcolor: 'action.hover',
          }}
        />
      </Link>
    );
  if (proof.kind === 'link' && proof.link)
    return webAddress.test(proof.link) ? (
      <Link
        href={proof.link}
        target="_blank"
        rel="noopener noreferrer nofollow"
        sx={{ overflowWrap: 'anywhere' }}
      >
        {proof.link}
      </Link>
    ) : (
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {proof.link}
      </Typography>
    );
  if (proof.kind === 'text' && proof.text)
    return (
      <Typography
        variant="body2"
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      >
        {proof.text}
      </Typography>
    );
  return (
    <Typography variant="body2" color="text.secondary">
      {missingText}
    </Typography>
  );
}
