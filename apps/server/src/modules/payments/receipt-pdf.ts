import fs from 'node:fs';
import { type Currency, currencyDecimals } from '@betogether/contracts/payments/coin-packs.schemas';
import type { Language } from '@betogether/contracts/users/users.schemas';
import PDFDocument from 'pdfkit';

export type ReceiptData = {
  receiptNumber: string;
  paidAt: Date;
  /** Seller name, then address lines, separated by `|`. */
  seller: string;
  buyer: { name: string; email: string };
  pack: { name: string; coins: number; bonusCoins: number };
  totalCoins: number;
  priceMinor: number;
  currency: Currency;
  provider: string;
  refundedAt: Date | null;
  /** The buyer's language (their account setting): the whole receipt is written in it. */
  language: Language;
};

/** Every text of the receipt, per language. */
export const receiptTexts = {
  en: {
    title: (number: string) => `Receipt ${number}`,
    paidOn: (date: string) => `Date of payment: ${date}`,
    paidWith: (provider: string) =>
      `Paid with: ${provider === 'stripe' ? 'card (Stripe)' : 'sandbox test payment'}`,
    billedTo: 'Billed to',
    item: 'Item',
    amount: 'Amount',
    line: (pack: string, coins: string, bonus: string | null) =>
      `${pack}: ${coins} gold coins${bonus ? ` + ${bonus} bonus` : ''}`,
    total: 'Total paid',
    credited: (coins: string) => `Gold coins credited: ${coins}`,
    refunded: (date: string) => `Refunded on ${date}`,
    footer: 'Gold coins are a virtual currency for use on BeTogether. Keep this receipt for your records.',
  },
  fr: {
    title: (number: string) => `Reçu ${number}`,
    paidOn: (date: string) => `Date du paiement : ${date}`,
    paidWith: (provider: string) =>
      `Payé par : ${provider === 'stripe' ? 'carte (Stripe)' : 'paiement de test (bac à sable)'}`,
    billedTo: 'Facturé à',
    item: 'Article',
    amount: 'Montant',
    line: (pack: string, coins: string, bonus: string | null) =>
      `${pack} : ${coins} pièces d’or${bonus ? ` + ${bonus} en bonus` : ''}`,
    total: 'Total payé',
    credited: (coins: string) => `Pièces d’or créditées : ${coins}`,
    refunded: (date: string) => `Remboursé le ${date}`,
    footer:
      'Les pièces d’or sont une monnaie virtuelle à utiliser sur BeTogether. Conservez ce reçu pour vos archives.',
  },
} satisfies Record<Language, unknown>;

const locales: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR' };

// The built-in PDF fonts lack many glyphs (names in other scripts): DejaVu covers them when installed.
const FONT_FILES = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
};
const BRAND_BLUE = '#1E4FD8';
const GOLD = '#F2B705';
const GREY = '#5F6368';

/** A one-page A4 receipt for a confirmed coin purchase, in the buyer's language. */
export function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const text = receiptTexts[data.language];
  const locale = locales[data.language];
  const day = (date: Date) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  const coins = (value: number) => new Intl.NumberFormat(locale).format(value);
  // "4.99 EUR" / "4,99 EUR": the amount in the buyer's number format, the currency by its code.
  const decimals = currencyDecimals[data.currency];
  const price = `${new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(data.priceMinor / 10 ** decimals)} ${data.currency}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: data.language,
    info: {
      Title: text.title(data.receiptNumber),
      Author: data.seller.split('|')[0]?.trim() ?? 'BeTogether',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const hasDejaVu = fs.existsSync(FONT_FILES.regular) && fs.existsSync(FONT_FILES.bold);
  const regular = hasDejaVu ? FONT_FILES.regular : 'Helvetica';
  const bold = hasDejaVu ? FONT_FILES.bold : 'Helvetica-Bold';
  const [sellerName, ...sellerLines] = data.seller.split('|').map((line) => line.trim());
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.rect(0, 0, doc.page.width, 8).fill(GOLD);
  doc
    .fillColor(BRAND_BLUE)
    .font(bold)
    .fontSize(22)
    .text(sellerName ?? 'BeTogether', left, 48);
  doc.fillColor(GREY).font(regular).fontSize(9);
  for (const line of sellerLines) doc.text(line);
  doc.moveDown(1.5);

  doc.fillColor('#000000').font(bold).fontSize(16).text(text.title(data.receiptNumber));
  doc.font(regular).fontSize(10).fillColor(GREY);
  doc.text(text.paidOn(day(data.paidAt)));
  doc.text(text.paidWith(data.provider));
  doc.moveDown();

  doc.fillColor('#000000').font(bold).fontSize(11).text(text.billedTo);
  doc.font(regular).fontSize(10).text(data.buyer.name).text(data.buyer.email);
  doc.moveDown(1.5);

  const top = doc.y;
  doc.rect(left, top, width, 22).fill('#F0F2F5');
  doc.fillColor('#000000').font(bold).fontSize(10);
  doc.text(text.item, left + 8, top + 6);
  doc.text(text.amount, left, top + 6, { width: width - 8, align: 'right' });
  doc.font(regular).fontSize(10);
  const bonus = data.pack.bonusCoins > 0 ? coins(data.pack.bonusCoins) : null;
  doc.text(text.line(data.pack.name, coins(data.pack.coins), bonus), left + 8, top + 32, {
    width: width - 140,
  });
  doc.text(price, left, top + 32, { width: width - 8, align: 'right' });
  const lineY = Math.max(doc.y, top + 48) + 8;
  doc
    .moveTo(left, lineY)
    .lineTo(left + width, lineY)
    .strokeColor('#DADCE0')
    .stroke();
  doc.font(bold).text(text.total, left + 8, lineY + 10);
  doc.text(price, left, lineY + 10, {
    width: width - 8,
    align: 'right',
  });
  doc
    .font(regular)
    .fillColor(GREY)
    .text(text.credited(coins(data.totalCoins)), left + 8, lineY + 30);

  if (data.refundedAt) {
    doc.moveDown(2);
    doc
      .fillColor('#B3261E')
      .font(bold)
      .fontSize(12)
      .text(text.refunded(day(data.refundedAt)), left);
  }

  doc
    .fillColor(GREY)
    .font(regular)
    .fontSize(8)
    .text(text.footer, left, doc.page.height - doc.page.margins.bottom - 24, { width, align: 'center' });
  doc.end();
  return done;
}
