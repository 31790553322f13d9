import type { Relationship } from '@betogether/contracts/friends/friends.schemas';
import { describe, expect, it } from 'vitest';
import { profileActions } from './relationship-actions';

const base: Relationship = { status: 'none', following: false, followsMe: false, blockedByMe: false };

describe('profileActions', () => {
  it('offers editing only on one’s own profile', () => {
    expect(profileActions({ ...base, status: 'self' })).toEqual({
      friend: 'editProfile',
      follow: null,
      message: false,
      block: false,
    });
  });

  it('maps each friendship status to its main button', () => {
    expect(profileActions({ ...base, status: 'none' }).friend).toBe('addFriend');
    expect(profileActions({ ...base, status: 'request_sent' }).friend).toBe('cancelRequest');
    expect(profileActions({ ...base, status: 'request_received' }).friend).toBe('respond');
    expect(profileActions({ ...base, status: 'friends' }).friend).toBe('friendsMenu');
  });

  it('follows or unfollows by the current state, with Message and Block for anyone else', () => {
    expect(profileActions({ ...base, status: 'friends', following: true })).toEqual({
      friend: 'friendsMenu',
      follow: 'unfollow',
      message: true,
      block: true,
    });
    expect(profileActions({ ...base, followsMe: true })).toEqual({
      friend: 'addFriend',
      follow: 'follow',
      message: true,
      block: true,
    });
  });

  it('shows only Unblock for a member I blocked', () => {
    expect(profileActions({ ...base, blockedByMe: true })).toEqual({
      friend: 'unblock',
      follow: null,
      message: false,
      block: false,
    });
  });
});
