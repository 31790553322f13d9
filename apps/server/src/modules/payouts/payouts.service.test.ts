import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../test/social';
import { useTestApp } from '../../test/test-app';
import { createPayoutsService } from './payouts.service';
import { type Account, fieldsOf, payoutsFixtures } from './payouts.test-support';

const ctx = useTestApp();
const { call, admin, member, provider, setRate } = payoutsFixtures(ctx);
const service = () => createPayoutsService({ db: ctx.built.database.db, clock: ctx.clock });

/** The error code a service call is refused with. */
async function codeOf(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  return (error as { code?: string } | null)?.code ?? 'no error';
}

async function orangeInXofAndEur(boss: Account) {
  const created = await provider(boss);
  const xof = await setRate(boss, 'XOF', '0.65');
  const eur = await setRate(boss, 'EUR', '0.00099');
  return { created, xof, eur };
}

describe('what withdrawals build on', () => {
  it('quotes: fee in coins first, then the money at the current rate, rounded down, with the rate version', async () => {
    const boss = await admin();
    const { created, xof, eur } = await orangeInXofAndEur(boss);
    // 10,000 coins: fee 25 + 1.5 % (150) = 175; 9,825 × 0.65 = 6,386.25 → 6,386 XOF.
    expect(await service().quote(created.id, 'XOF', 10_000)).toEqual({
      providerId: created.id,
      currency: 'XOF',
      minorDigits: 0,
      coins: 10_000,
      feeCoins: 175,
      coinsAfterFee: 9_825,
      rate: { id: xof.id, version: 1, rate: '0.65' },
      moneyMinor: 6_386,
    });
    // 1,001 coins: fee 25 + 1.5 % rounded up (16) = 41; 960 × 0.00099 € = 0.9504 € → 95 cents.
    expect(await service().quote(created.id, 'EUR', 1_001)).toMatchObject({
      feeCoins: 41,
      coinsAfterFee: 960,
      rate: { id: eur.id, version: 1, rate: '0.00099' },
      moneyMinor: 95,
    });

    // A new version is used at once; the old one stays readable by id.
    const newer = await setRate(boss, 'XOF', '0.7');
    expect(await service().quote(created.id, 'XOF', 10_000)).toMatchObject({
      rate: { id: newer.id, version: 2, rate: '0.7' },
      moneyMinor: 6_877,
    });
    expect(await service().rateById(xof.id)).toEqual({
      id: xof.id,
      currency: 'XOF',
      version: 1,
      rate: '0.65',
    });
    expect(await service().rateById(UNKNOWN_ID)).toBeNull();
  });

  it('refuses a quote with a stable code for each reason', async () => {
    const boss = await admin();
    const { created } = await orangeInXofAndEur(boss);
    const usd = await provider(boss, { name: 'Dollar wallet', currencies: ['USD'] });
    const payouts = service();
    expect(await codeOf(payouts.quote(UNKNOWN_ID, 'XOF', 1_000))).toBe('PAYOUT_PROVIDER_NOT_FOUND');
    expect(await codeOf(payouts.quote(created.id, 'GBP', 1_000))).toBe('PAYOUT_CURRENCY_NOT_OFFERED');
    expect(await codeOf(payouts.quote(usd.id, 'USD', 1_000))).toBe('PAYOUT_RATE_MISSING');
    expect(await codeOf(payouts.quote(created.id, 'XOF', 499))).toBe('PAYOUT_BELOW_MINIMUM');
    expect(await codeOf(payouts.quote(created.id, 'XOF', 500))).toBe('no error');
    expect(await codeOf(payouts.quote(created.id, 'XOF', 200_000))).toBe('no error');
    expect(await codeOf(payouts.quote(created.id, 'XOF', 200_001))).toBe('PAYOUT_ABOVE_MAXIMUM');
    await setRate(boss, 'EUR', '0.00001');
    // 500 coins, fee 33: 467 × 0.00001 € = 0.467 cent, less than a cent: nothing to pay.
    expect(await codeOf(payouts.quote(created.id, 'EUR', 500))).toBe('PAYOUT_AMOUNT_TOO_SMALL');
    await call('PATCH', `/api/admin/payout-providers/${created.id}`, boss, { active: false });
    expect(await codeOf(payouts.quote(created.id, 'XOF', 1_000))).toBe('PAYOUT_PROVIDER_INACTIVE');
    expect(await codeOf(payouts.activeProvider(created.id))).toBe('PAYOUT_PROVIDER_INACTIVE');
    expect(await codeOf(payouts.currentRate('GBP'))).toBe('PAYOUT_RATE_MISSING');
  });

  it('runs on the transaction it is given (one connection on PGlite: the module’s db would wait forever)', async () => {
    const boss = await admin();
    const { created, xof } = await orangeInXofAndEur(boss);
    const payouts = service();
    const answer = await ctx.built.database.db.transaction(async (tx) => {
      const found = await payouts.activeProvider(created.id, tx);
      const rate = await payouts.currentRate('XOF', tx);
      const quote = await payouts.quote(created.id, 'XOF', 1_000, tx);
      const same = await payouts.rateById(rate.id, tx);
      return { found, rate, quote, same };
    });
    expect(answer.found).toMatchObject({
      id: created.id,
      driver: 'manual',
      requiredFields: ['phone', 'accountName'],
    });
    expect(answer.rate).toEqual({ id: xof.id, currency: 'XOF', version: 1, rate: '0.65' });
    expect(answer.same).toEqual(answer.rate);
    expect(answer.quote.moneyMinor).toBe(624);
  });

  it('checks the member’s details for a provider, field by field, and names its driver', async () => {
    const boss = await admin();
    const bank = await provider(boss, {
      kind: 'bank_transfer',
      name: 'SEPA',
      currencies: ['EUR'],
      requiredFields: ['iban', 'accountName', 'email'],
    });
    const payouts = service();
    expect(
      payouts.validateDestination(bank, {
        iban: 'de89 3704 0044 0532 0130 00',
        accountName: ' Awa  Koné ',
        email: 'AWA@example.com',
        phone: 'not asked, dropped',
      }),
    ).toEqual({ iban: 'DE89370400440532013000', accountName: 'Awa Koné', email: 'awa@example.com' });
    try {
      payouts.validateDestination(bank, { iban: 'DE89370400440532013001', email: 'awa@' }, '');
      expect.unreachable('accepted');
    } catch (error) {
      expect(error).toMatchObject({
        code: 'PAYOUT_DESTINATION_INVALID',
        options: {
          errors: [
            expect.objectContaining({ field: 'iban', code: 'iban_checksum' }),
            expect.objectContaining({ field: 'accountName', code: 'required' }),
            expect.objectContaining({ field: 'email', code: 'email' }),
          ],
        },
      });
    }
    const found = await payouts.activeProvider(bank.id);
    expect(payouts.driverFor(found).name).toBe('manual');
    expect(
      await payouts.driverFor(found).submit({
        id: UNKNOWN_ID,
        providerId: bank.id,
        currency: 'EUR',
        moneyMinor: 1_000,
        destination: { iban: 'DE89370400440532013000' },
      }),
    ).toEqual({ state: 'awaiting_manual' });
  });
});

describe('POST /api/payout-providers/:providerId/quote', () => {
  it('answers what a withdrawal would pay, with the details checked and written their one way', async () => {
    const boss = await admin();
    const { created, xof } = await orangeInXofAndEur(boss);
    const someone = await member();
    const res = await call('POST', `/api/payout-providers/${created.id}/quote`, someone, {
      currency: 'XOF',
      coins: 2_000,
      destination: { phone: '+225 07 12 34 56 78', accountName: 'Awa Koné' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      providerId: created.id,
      currency: 'XOF',
      minorDigits: 0,
      coins: 2_000,
      feeCoins: 55,
      coinsAfterFee: 1_945,
      rate: { id: xof.id, version: 1, rate: '0.65' },
      moneyMinor: 1_264,
      destination: { phone: '+2250712345678', accountName: 'Awa Koné' },
    });
    const bare = await call('POST', `/api/payout-providers/${created.id}/quote`, someone, {
      currency: 'EUR',
      coins: 2_000,
    });
    expect(bare.json()).toMatchObject({ moneyMinor: 192, destination: null });
  });

  it('refuses a bad IBAN checksum, a phone not in E.164 and a missing detail (422, per field)', async () => {
    const boss = await admin();
    const bank = await provider(boss, {
      kind: 'bank_transfer',
      name: 'SEPA',
      currencies: ['EUR'],
      requiredFields: ['iban', 'accountName'],
    });
    const mobile = await provider(boss, { name: 'Wave', currencies: ['EUR'], requiredFields: ['phone'] });
    await setRate(boss, 'EUR', '0.01');
    const someone = await member();
    const iban = await call('POST', `/api/payout-providers/${bank.id}/quote`, someone, {
      currency: 'EUR',
      coins: 1_000,
      destination: { iban: 'FR14 2004 1010 0505 0001 3M02 607' },
    });
    expect(iban.statusCode).toBe(422);
    expect(iban.json().code).toBe('PAYOUT_DESTINATION_INVALID');
    expect(iban.json().errors).toEqual([
      expect.objectContaining({ field: 'destination.iban', code: 'iban_checksum' }),
      expect.objectContaining({ field: 'destination.accountName', code: 'required' }),
    ]);
    const phone = await call('POST', `/api/payout-providers/${mobile.id}/quote`, someone, {
      currency: 'EUR',
      coins: 1_000,
      destination: { phone: '07 12 34 56 78' },
    });
    expect(phone.statusCode).toBe(422);
    expect(fieldsOf(phone.json())).toEqual(['destination.phone']);
  });

  it('answers the quote’s refusals with their codes', async () => {
    const boss = await admin();
    const { created } = await orangeInXofAndEur(boss);
    const someone = await member();
    const quote = (body: object, id = created.id) =>
      call('POST', `/api/payout-providers/${id}/quote`, someone, body);
    const below = await quote({ currency: 'XOF', coins: 100 });
    expect([below.statusCode, below.json().code, below.json().detail]).toEqual([
      422,
      'PAYOUT_BELOW_MINIMUM',
      'At least 500 coins',
    ]);
    expect((await quote({ currency: 'XOF', coins: 300_000 })).json().code).toBe('PAYOUT_ABOVE_MAXIMUM');
    expect((await quote({ currency: 'USD', coins: 1_000 })).json().code).toBe('PAYOUT_CURRENCY_NOT_OFFERED');
    expect((await quote({ currency: 'XOF', coins: 1_000 }, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await quote({ currency: 'ZZZ', coins: 1_000 })).statusCode).toBe(422);
    expect((await quote({ currency: 'XOF', coins: 10.5 })).statusCode).toBe(422);
    expect((await quote({ currency: 'XOF', coins: 1_000, destination: { pin: '1234' } })).statusCode).toBe(
      422,
    );
    await call('PATCH', `/api/admin/payout-providers/${created.id}`, boss, { active: false });
    const off = await quote({ currency: 'XOF', coins: 1_000 });
    expect([off.statusCode, off.json().code]).toEqual([409, 'PAYOUT_PROVIDER_INACTIVE']);
    expect(
      (
        await call('POST', `/api/payout-providers/${created.id}/quote`, null, {
          currency: 'XOF',
          coins: 1_000,
        })
      ).statusCode,
    ).toBe(401);
  });
});
