import { randomUUID } from 'node:crypto';
import type { KycState } from '@betogether/contracts/kyc/kyc.schemas';
import type { PayoutProviders } from '@betogether/contracts/payouts/payouts.schemas';
import type { Withdrawal } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import sharp from 'sharp';
import { DEMO_PASSWORD } from './demo-accounts';
import { demoApi } from './demo-api';
import type { DemoHost } from './demo-network';

export type DemoKycHost = Pick<DemoHost, 'app' | 'codeFor' | 'drain'>;

/** A photo of a document as a phone takes one: a coloured card with a few lines on it. */
async function documentPhoto(side: string, hue: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <rect width="1200" height="800" fill="#e8e4da"/>
    <rect x="80" y="90" width="1040" height="620" rx="36" fill="${hue}"/>
    <rect x="140" y="170" width="260" height="320" rx="16" fill="#ffffff" opacity="0.85"/>
    <text x="460" y="230" font-family="sans-serif" font-size="54" fill="#ffffff">DEMO ${side.toUpperCase()}</text>
    <rect x="460" y="290" width="560" height="30" rx="8" fill="#ffffff" opacity="0.7"/>
    <rect x="460" y="350" width="420" height="30" rx="8" fill="#ffffff" opacity="0.7"/>
    <rect x="460" y="410" width="500" height="30" rx="8" fill="#ffffff" opacity="0.7"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

const inYears = (years: number) => {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() + years);
  return day.toISOString().slice(0, 10);
};

/**
 * Identity checks and withdrawals for `npm run seed:demo`, through the API as people would: ana's
 * check approved by the demo admin, one of her withdrawals paid and one waiting for finance; ben's
 * check waiting in the admins' queue. Needs the payout providers (demo-payouts.ts). A second run
 * changes nothing (ana's check is no longer "not started").
 */
export async function seedDemoKycAndWithdrawals(
  host: DemoKycHost,
): Promise<{ created: boolean; withdrawals: number }> {
  const { api, signIn } = demoApi(host);
  const ana = await signIn('ana@betogether.local');
  const state = await api<KycState>('GET', '/api/kyc', { token: ana.token });
  if (state.status !== 'not_started') return { created: false, withdrawals: 0 };

  const send = async (token: string, documentNumber: string, profile: KycState['profile']) => {
    for (const [side, hue] of [
      ['front', '#1e4fd8'],
      ['back', '#2f6f4f'],
      ['selfie', '#8a4fd8'],
    ] as const)
      await api('PUT', `/api/kyc/photos/${side}`, {
        token,
        raw: await documentPhoto(side, hue),
        headers: { 'content-type': 'image/jpeg' },
      });
    return api<KycState>('POST', '/api/sendKyc', {
      token,
      body: {
        documentType: 'id_card',
        documentNumber,
        country: profile.country,
        expiresOn: inYears(6),
        firstName: profile.firstName,
        lastName: profile.lastName,
        birthDate: profile.birthDate,
      },
    });
  };

  const admin = await signIn('admin@betogether.local');
  const sent = await send(ana.token, 'DEMO4ANA1', state.profile);
  await api('POST', `/api/admin/kyc/${sent.request?.id}/decision`, {
    token: admin.token,
    body: { decision: 'approve' },
    headers: { 'idempotency-key': randomUUID() },
  });

  // Ana's coins: enough for her two withdrawals whatever the network left her.
  await api('POST', '/api/admin/wallet/adjustments', {
    token: admin.token,
    body: { userId: ana.id, coins: 12_000, reason: 'Demo: coins earned before withdrawals' },
    headers: { 'idempotency-key': randomUUID() },
  });
  const providers = await api<PayoutProviders>('GET', '/api/payout-providers', { token: ana.token });
  const orange = providers.items.find((provider) => provider.kind === 'mobile_money');
  let withdrawals = 0;
  if (orange) {
    const withdraw = (coins: number) =>
      api<Withdrawal>('POST', '/api/withdrawals', {
        token: ana.token,
        headers: { 'idempotency-key': randomUUID() },
        body: {
          providerId: orange.id,
          currency: 'XOF',
          coins,
          destination: { phone: '+225 07 12 34 56 78', accountName: 'Ana Silva' },
          confirmation: { method: 'password', password: DEMO_PASSWORD },
        },
      });
    const paid = await withdraw(5_000);
    for (const [step, body] of [
      ['approve', undefined],
      ['paid', { reference: 'OM-DEMO-0001' }],
    ] as const)
      await api('POST', `/api/admin/withdrawals/${paid.id}/${step}`, {
        token: admin.token,
        headers: { 'idempotency-key': randomUUID() },
        ...(body ? { body } : {}),
      });
    await withdraw(2_000);
    withdrawals = 2;
  }

  const ben = await signIn('ben@betogether.local');
  const benState = await api<KycState>('GET', '/api/kyc', { token: ben.token });
  if (benState.status === 'not_started') await send(ben.token, 'DEMO7BEN2', benState.profile);
  return { created: true, withdrawals };
}
