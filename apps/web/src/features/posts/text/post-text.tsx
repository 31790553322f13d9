import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { hashtagSearchPath, type Mention, type TextToken, tokenizePostText } from './post-text-tokens';

function renderToken(token: TextToken, index: number): ReactNode {
  switch (token.kind) {
    case 'text':
      return token.text;
    case 'mention':
      return (
        <Link
          key={index}
          component={RouterLink}
          to={paths.userProfile.href({ userId: token.userId })}
          sx={{ fontWeight: 600 }}
        >
          {token.text}
        </Link>
      );
    case 'hashtag':
      return (
        <Link key={index} component={RouterLink} to={hashtagSearchPath(token.tag)} sx={{ fontWeight: 600 }}>
          {token.text}
        </Link>
      );
    case 'link':
      return (
        <Link key={index} href={token.href} target="_blank" rel="noopener noreferrer nofollow ugc">
          {token.text}
        </Link>
      );
  }
}

/** The text as React nodes: links for mentions, tags and web addresses, everything else as typed. */
export function PlainText({ text, mentions = [] }: { text: string; mentions?: readonly Mention[] }) {
  const tokens = useMemo(() => tokenizePostText(text, mentions), [text, mentions]);
  return <>{tokens.map(renderToken)}</>;
}

type Props = {
  text: string;
  mentions?: readonly Mention[];
  /** Lines shown before "See more". */
  collapsedLines?: number;
  /** Short posts without pictures read larger, as in the social apps people know. */
  large?: boolean;
  sx?: SxProps<Theme>;
  variant?: 'body1' | 'body2';
};

/** A post's or a comment's body: plain text, long texts folded behind "See more". */
export function PostText({
  text,
  mentions,
  collapsedLines = 6,
  large = false,
  sx,
  variant = 'body1',
}: Props) {
  const { t } = useTranslation('posts');
  const box = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  // Measured after layout: whether the clamped text hides anything (depends on the width).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text is what needs measuring again.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, expanded]);

  if (!text) return null;
  return (
    <>
      <Typography
        ref={box}
        component="div"
        variant={variant}
        sx={[
          {
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            ...(large && { fontSize: { xs: '1.25rem', sm: '1.5rem' }, lineHeight: 1.3 }),
            ...(!expanded && {
              display: '-webkit-box',
              WebkitBoxOrient: 'vertical',
              WebkitLineClamp: collapsedLines,
              overflow: 'hidden',
            }),
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        <PlainText text={text} mentions={mentions} />
      </Typography>
      {overflows && !expanded && (
        <Link
          component="button"
          type="button"
          variant={variant}
          onClick={() => setExpanded(true)}
          sx={{ fontWeight: 600, color: 'text.primary', mt: 0.25 }}
        >
          {t('text.seeMore')}
        </Link>
      )}
    </>
  );
}
