import { authEndpoints } from '@betogether/contracts/auth/auth.endpoints';
import { walletEndpoints } from '@betogether/contracts/wallet/wallet.endpoints';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, fakeApi } from '@/testing/fake-api';
import { renderScreen } from '@/testing/render-screen';
import { ReferrerInvitation } from './referrer-invitation';

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  api.on(authEndpoints.referrer, () => ({ code: 'rita0001', displayName: 'Rita Referrer', avatarUrl: null }));
});

const offer = {
  newMemberBonusCoins: 50,
  referrerBonusCoins: 100,
  vestingDays: 7,
  becomeFriends: true as const,
};

describe('the invitation page', () => {
  it('says what the newcomer gets: a friendship, and the pending bonus with its rule', async () => {
    api.on(walletEndpoints.referralOffer, () => offer);
    renderScreen(<ReferrerInvitation code="rita0001" />, { session: null });
    expect((await screen.findByTestId('invitation-offer')).textContent).toBe(
      'You and Rita Referrer become friends as soon as you confirm your email. Your welcome bonus of 50 gold coins is paid once you have been a member for 7 days and bought coins for the first time.',
    );
  });

  it('says it in French, and only the friendship when there is no bonus', async () => {
    api.on(walletEndpoints.referralOffer, () => ({ ...offer, newMemberBonusCoins: 0 }));
    renderScreen(<ReferrerInvitation code="rita0001" />, { session: null, language: 'fr' });
    expect((await screen.findByTestId('invitation-offer')).textContent).toBe(
      'Rita Referrer et vous devenez amis dès que vous confirmez votre e-mail.',
    );
  });
});
