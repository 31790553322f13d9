import { describe, expect, it } from 'vitest';
import { type ReceiptData, receiptTexts, renderReceiptPdf } from './receipt-pdf';

const data: ReceiptData = {
  receiptNumber: 'BT-2026-000042',
  paidAt: new Date('2026-03-01T10:00:00Z'),
  seller: 'BeTogether SAS|1 rue de la Paix|75002 Paris',
  buyer: { name: 'Zoë Martin', email: 'zoe@example.test' },
  pack: { name: 'Popular', coins: 500, bonusCoins: 50 },
  totalCoins: 550,
  priceMinor: 499,
  currency: 'EUR',
  provider: 'sandbox',
  refundedAt: null,
  language: 'en',
};

function pagesOf(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;
}

describe('renderReceiptPdf', () => {
  it('makes a one-page PDF titled with the receipt number', async () => {
    const pdf = await renderReceiptPdf(data);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('(Receipt BT-2026-000042)');
    expect(text).toContain('/Lang (en)');
    expect(pagesOf(pdf)).toBe(1);
  });

  it('writes the receipt in the buyer’s language', async () => {
    const pdf = (await renderReceiptPdf({ ...data, language: 'fr' })).toString('latin1');
    expect(pdf).toContain('/Lang (fr)');
    expect(pdf).not.toContain('(Receipt BT-2026-000042)');
    const fr = receiptTexts.fr;
    expect(fr.title('BT-2026-000042')).toBe('Reçu BT-2026-000042');
    expect(fr.line('Populaire', '1 000', '50')).toBe('Populaire : 1 000 pièces d’or + 50 en bonus');
    expect(fr.paidWith('stripe')).toBe('Payé par : carte (Stripe)');
    // Every text exists in both languages.
    expect(Object.keys(receiptTexts.fr).sort()).toEqual(Object.keys(receiptTexts.en).sort());
  });

  it('stays on one page for a refunded purchase with long names', async () => {
    const pdf = await renderReceiptPdf({
      ...data,
      buyer: { name: 'A'.repeat(120), email: `${'b'.repeat(60)}@example.test` },
      pack: { name: 'P'.repeat(60), coins: 1_000_000, bonusCoins: 1_000_000 },
      totalCoins: 2_000_000,
      refundedAt: new Date('2026-03-05T10:00:00Z'),
    });
    expect(pagesOf(pdf)).toBe(1);
  });
});
