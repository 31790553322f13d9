import type { Profile } from '@betogether/contracts/friends/friends.schemas';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import MoreHorizOutlined from '@mui/icons-material/MoreHorizOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import RssFeedOutlined from '@mui/icons-material/RssFeedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { lazyPart } from '@/ui/lazy-part';
import { useNotify } from '@/ui/snackbar';
import type { RelationshipCall } from '../api/relationship-calls';
import { reportProfile } from '../api/report-profile';
import { useRelationshipAction } from '../api/use-relationship-action';
import { profileActions } from './relationship-actions';

const doneKey: Record<RelationshipCall, string> = {
  sendRequest: 'done.requestSent',
  cancelRequest: 'done.requestCancelled',
  acceptRequest: 'done.accepted',
  declineRequest: 'done.declined',
  unfriend: 'done.unfriended',
  follow: 'done.followed',
  unfollow: 'done.unfollowed',
  block: 'done.blocked',
  unblock: 'done.unblocked',
};

// Opened on demand: the report reasons load with the dialog.
const ReportDialog = lazy(() => import('@/ui/report-dialog').then((m) => ({ default: m.ReportDialog })));
const FriendsMenu = lazyPart(() => import('./profile-menus').then((m) => m.FriendsMenu));
const MoreMenu = lazyPart(() => import('./profile-menus').then((m) => m.MoreMenu));
// Hovering or focusing either trigger: its menu and the confirmation it leads to, so both open at once.
const preloadMenus = () => {
  FriendsMenu.preload();
  MoreMenu.preload();
  ConfirmDialog.preload();
};

/**
 * How `conversation/{referrer}` names the member: their username, or their id for one whose
 * username is a page of its own there (`inbox`, `community`; docs/decisions.md "Chat ([10])").
 */
function chatReferrer(person: Profile['person']): string {
  return ['inbox', 'community'].includes(person.username.toLowerCase()) ? person.id : person.username;
}

/** The buttons of a member's profile, by where the viewer stands with them. */
export function ProfileActions({ profile }: { profile: Profile }) {
  const { t } = useTranslation('friends');
  const notify = useNotify();
  const { person, relationship } = profile;
  const name = person.displayName;
  const actions = profileActions(relationship);
  const menuId = useId();
  const [friendsMenu, setFriendsMenu] = useState<HTMLElement | null>(null);
  const [moreMenu, setMoreMenu] = useState<HTMLElement | null>(null);
  const [confirm, setConfirm] = useState<'unfriend' | 'block' | null>(null);
  const [reporting, setReporting] = useState(false);

  const mutations = {
    sendRequest: useRelationshipAction('sendRequest'),
    cancelRequest: useRelationshipAction('cancelRequest'),
    acceptRequest: useRelationshipAction('acceptRequest'),
    declineRequest: useRelationshipAction('declineRequest'),
    unfriend: useRelationshipAction('unfriend'),
    follow: useRelationshipAction('follow'),
    unfollow: useRelationshipAction('unfollow'),
    block: useRelationshipAction('block'),
    unblock: useRelationshipAction('unblock'),
  };
  const busy = Object.values(mutations).some((mutation) => mutation.isPending);

  const run = async (call: RelationshipCall) => {
    try {
      const answer = await mutations[call].mutateAsync(person.id);
      // Sending to someone who had already asked makes friends at once.
      const key =
        call === 'sendRequest' && answer.relationship.status === 'friends' ? 'done.accepted' : doneKey[call];
      notify(t(key, { name }));
      return true;
    } catch (error) {
      notify(problemMessage(error, t, { ns: 'friends' }), 'error');
      return false;
    }
  };

  const confirmAndRun = async (call: 'unfriend' | 'block') => {
    if (await run(call)) setConfirm(null);
  };

  let friendButtons: ReactNode;
  switch (actions.friend) {
    case 'editProfile':
      friendButtons = (
        <Button
          variant="contained"
          startIcon={<EditOutlined />}
          component={RouterLink}
          to={paths.showProfile.href()}
        >
          {t('actions.editProfile')}
        </Button>
      );
      break;
    case 'unblock':
      friendButtons = (
        <Button variant="contained" onClick={() => void run('unblock')} loading={mutations.unblock.isPending}>
          {t('actions.unblock')}
        </Button>
      );
      break;
    case 'addFriend':
      friendButtons = (
        <Button
          variant="contained"
          startIcon={<PersonAddAlt1Outlined />}
          onClick={() => void run('sendRequest')}
          loading={mutations.sendRequest.isPending}
          disabled={busy}
        >
          {t('actions.addFriend')}
        </Button>
      );
      break;
    case 'cancelRequest':
      friendButtons = (
        <Button
          variant="outlined"
          startIcon={<PersonRemoveOutlined />}
          onClick={() => void run('cancelRequest')}
          loading={mutations.cancelRequest.isPending}
          disabled={busy}
        >
          {t('actions.cancelRequest')}
        </Button>
      );
      break;
    case 'respond':
      friendButtons = (
        <>
          <Button
            variant="contained"
            startIcon={<CheckOutlined />}
            onClick={() => void run('acceptRequest')}
            loading={mutations.acceptRequest.isPending}
            disabled={busy}
          >
            {t('actions.accept')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<CloseOutlined />}
            onClick={() => void run('declineRequest')}
            loading={mutations.declineRequest.isPending}
            disabled={busy}
          >
            {t('actions.decline')}
          </Button>
        </>
      );
      break;
    case 'friendsMenu':
      friendButtons = (
        <>
          <Button
            variant="outlined"
            startIcon={<HowToRegOutlined />}
            endIcon={<ExpandMoreOutlined />}
            onClick={(event) => setFriendsMenu(event.currentTarget)}
            onPointerEnter={preloadMenus}
            onFocus={preloadMenus}
            aria-haspopup="menu"
            aria-controls={friendsMenu ? `${menuId}-friends` : undefined}
            aria-expanded={friendsMenu ? 'true' : undefined}
            disabled={busy}
          >
            {t('actions.friends')}
          </Button>
          <FriendsMenu
            id={`${menuId}-friends`}
            anchor={friendsMenu}
            open={friendsMenu !== null}
            onClose={() => setFriendsMenu(null)}
            onUnfriend={() => {
              setFriendsMenu(null);
              setConfirm('unfriend');
            }}
          />
        </>
      );
      break;
  }

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {friendButtons}
      {actions.follow && (
        <Button
          variant="outlined"
          color={actions.follow === 'unfollow' ? 'inherit' : 'primary'}
          startIcon={<RssFeedOutlined />}
          onClick={() => void run(actions.follow === 'follow' ? 'follow' : 'unfollow')}
          loading={mutations.follow.isPending || mutations.unfollow.isPending}
          disabled={busy}
        >
          {t(actions.follow === 'follow' ? 'actions.follow' : 'actions.unfollow')}
        </Button>
      )}
      {actions.message && (
        <Button
          variant="outlined"
          startIcon={<ChatBubbleOutlineOutlined />}
          component={RouterLink}
          to={paths.conversation.href({ referrer: chatReferrer(person) })}
        >
          {t('actions.message')}
        </Button>
      )}
      {actions.block && (
        <>
          <IconButton
            aria-label={t('actions.more')}
            aria-haspopup="menu"
            aria-controls={moreMenu ? `${menuId}-more` : undefined}
            aria-expanded={moreMenu ? 'true' : undefined}
            onClick={(event) => setMoreMenu(event.currentTarget)}
            onPointerEnter={preloadMenus}
            onFocus={preloadMenus}
            disabled={busy}
          >
            <MoreHorizOutlined />
          </IconButton>
          <MoreMenu
            id={`${menuId}-more`}
            anchor={moreMenu}
            open={moreMenu !== null}
            onClose={() => setMoreMenu(null)}
            onBlock={() => {
              setMoreMenu(null);
              setConfirm('block');
            }}
            onReport={() => {
              setMoreMenu(null);
              setReporting(true);
            }}
          />
        </>
      )}
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog
            kind="profile"
            open
            onClose={() => setReporting(false)}
            send={reportProfile(person.id)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={confirm === 'unfriend'}
        title={t('confirm.unfriendTitle', { name })}
        body={t('confirm.unfriendBody', { name })}
        confirmLabel={t('actions.unfriend')}
        cancelLabel={t('actions.cancel')}
        busy={mutations.unfriend.isPending}
        onConfirm={() => void confirmAndRun('unfriend')}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'block'}
        title={t('confirm.blockTitle', { name })}
        body={t('confirm.blockBody', { name })}
        confirmLabel={t('confirm.blockConfirm')}
        cancelLabel={t('actions.cancel')}
        busy={mutations.block.isPending}
        onConfirm={() => void confirmAndRun('block')}
        onClose={() => setConfirm(null)}
      />
    </Box>
  );
}
