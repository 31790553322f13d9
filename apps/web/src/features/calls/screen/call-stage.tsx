import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MediaState } from '../api/call-socket';
import { PersonInitial } from '../components/person-initial';
import { stageMessage } from '../components/stage-message';
import type { CallSnapshot } from '../engine/call-engine';
import { CallTile } from './call-tile';

type Props = {
  snapshot: CallSnapshot;
  videoCall: boolean;
  /** The member themself (their picture when their camera is off). */
  self: PersonSummary | null;
  /** A participant's name, from the call or the conversation. */
  nameOf: (userId: string, person: PersonSummary | null) => string;
  /** While nobody else is there: who is called, and what is going on. */
  waiting: { people: PersonSummary[]; text: string };
};

/** The own preview over a corner of the stage (a phone: portrait; wider: landscape). */
const inset = {
  position: 'absolute',
  right: 12,
  bottom: 12,
  zIndex: 1,
  width: { xs: 96, sm: 220 },
  aspectRatio: { xs: '3 / 4', sm: '16 / 9' },
} as const;

/**
 * The videos: with one other participant theirs fills the stage and one's own sits in a corner
 * (as on a phone call); with more, everyone in a grid of two columns, up to four tiles.
 */
export function CallStage({ snapshot, videoCall, self, nameOf, waiting }: Props) {
  const { peers, local } = snapshot;
  const said = (media: MediaState | null): MediaState =>
    media ?? { audio: true, video: videoCall, screen: false };
  const own = (asInset: boolean) => (
    <CallTile
      self
      name={self?.displayName ?? ''}
      person={self}
      stream={local.preview}
      media={local}
      videoCall={videoCall}
      inset={asInset}
      sx={asInset ? inset : undefined}
    />
  );
  const remote = peers.map((peer) => (
    <CallTile
      key={peer.userId}
      name={nameOf(peer.userId, peer.person)}
      person={peer.person}
      stream={peer.stream}
      media={said(peer.media)}
      link={peer.link}
      videoCall={videoCall}
    />
  ));

  if (peers.length === 0)
    return (
      <Box sx={{ position: 'relative', height: '100%' }}>
        <Box sx={{ ...stageMessage, px: 2 }}>
          <AvatarGroup max={3} sx={{ '& .MuiAvatar-root': { borderColor: '#111827' } }}>
            {waiting.people.map((person) => (
              <PersonInitial key={person.id} person={person} name={person.displayName} size={88} />
            ))}
          </AvatarGroup>
          <Typography variant="h6" component="p" sx={{ color: '#fff' }}>
            {waiting.text}
          </Typography>
        </Box>
        {own(true)}
      </Box>
    );

  if (peers.length === 1)
    return (
      <Box sx={{ position: 'relative', height: '100%', display: 'grid' }}>
        {remote}
        {own(true)}
      </Box>
    );

  return (
    <Box
      sx={{
        height: '100%',
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gridAutoRows: 'minmax(0, 1fr)',
      }}
    >
      {own(false)}
      {remote}
    </Box>
  );
}
