import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download-file';

describe('fileNameFrom', () => {
  it('reads the plain and the encoded file name of content-disposition', () => {
    expect(fileNameFrom('attachment; filename="betogether-statement-2026-03-31.csv"', 'x.csv')).toBe(
      'betogether-statement-2026-03-31.csv',
    );
    expect(fileNameFrom("attachment; filename*=UTF-8''re%C3%A7u-BT-1.pdf", 'x.pdf')).toBe('reçu-BT-1.pdf');
    expect(fileNameFrom('attachment; filename=receipt.pdf', 'x.pdf')).toBe('receipt.pdf');
  });

  it('falls back when the header says nothing usable', () => {
    expect(fileNameFrom(null, 'fallback.csv')).toBe('fallback.csv');
    expect(fileNameFrom('attachment', 'fallback.csv')).toBe('fallback.csv');
  });
});
