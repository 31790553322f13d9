import fs from 'node:fs';
import { type Currency, formatMinor } from '@betogether/contracts/payments/coin-packs.schemas';
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
};

// The built-in PDF fonts lack many glyphs (names in other scripts): DejaVu covers them when installed.
const FONT_FILES = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
};
const BRAND_BLUE = '#1E4FD8';
const GOLD = '#F2B705';
const GREY = '#5F6368';

const day = (date: Date) => date.toISOString().slice(0, 10);
const coins = (value: number) => value.toLocaleString('en-US');

/** A one-page A4 receipt for a confirmed coin purchase. */
export function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `Receipt ${data.receiptNumber}`,
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

  doc.fillColor('#000000').font(bold).fontSize(16).text(`Receipt ${data.receiptNumber}`);
  doc.font(regular).fontSize(10).fillColor(GREY);
  doc.text(`Date of payment: ${day(data.paidAt)}`);
  doc.text(`Paid with: ${data.provider === 'stripe' ? 'card (Stripe)' : 'sandbox test payment'}`);
  doc.moveDown();

  doc.fillColor('#000000').font(bold).fontSize(11).text('Billed to');
  doc.font(regular).fontSize(10).text(data.buyer.name).text(data.buyer.email);
  doc.moveDown(1.5);

  const top = doc.y;
  doc.rect(left, top, width, 22).fill('#F0F2F5');
  doc.fillColor('#000000').font(bold).fontSize(10);
  doc.text('Item', left + 8, top + 6);
  doc.text('Amount', left, top + 6, { width: width - 8, align: 'right' });
  doc.font(regular).fontSize(10);
  const bonus = data.pack.bonusCoins > 0 ? ` + ${coins(data.pack.bonusCoins)} bonus` : '';
  doc.text(`${data.pack.name}: ${coins(data.pack.coins)} gold coins${bonus}`, left + 8, top + 32, {
    width: width - 140,
  });
  doc.text(formatMinor(data.priceMinor, data.currency), left, top + 32, { width: width - 8, align: 'right' });
  const lineY = Math.max(doc.y, top + 48) + 8;
  doc
    .moveTo(left, lineY)
    .lineTo(left + width, lineY)
    .strokeColor('#DADCE0')
    .stroke();
  doc.font(bold).text('Total paid', left + 8, lineY + 10);
  doc.text(formatMinor(data.priceMinor, data.currency), left, lineY + 10, {
    width: width - 8,
    align: 'right',
  });
  doc
    .font(regular)
    .fillColor(GREY)
    .text(`Gold coins credited: ${coins(data.totalCoins)}`, left + 8, lineY + 30);

  if (data.refundedAt) {
    doc.moveDown(2);
    doc
      .fillColor('#B3261E')
      .font(bold)
      .fontSize(12)
      .text(`Refunded on ${day(data.refundedAt)}`, left);
  }

  doc
    .fillColor(GREY)
    .font(regular)
    .fontSize(8)
    .text(
      'Gold coins are a virtual currency for use on BeTogether. Keep this receipt for your records.',
      left,
      doc.page.height - doc.page.margins.bottom - 24,
      { width, align: 'center' },
    );
  doc.end();
  return done;
}
