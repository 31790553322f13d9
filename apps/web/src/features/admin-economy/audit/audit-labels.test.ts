import { auditActions } from '@betogether/contracts/audit/audit.constants';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/admin-economy.json';
import fr from '@/locales/fr/admin-economy.json';

describe('the audit log’s action filter', () => {
  it('names every action in both languages (a new admin action needs its label)', () => {
    for (const locale of [en, fr]) {
      const labels = locale.audit.actions as Record<string, Record<string, string>>;
      const missing = auditActions.filter((action) => {
        const [area = '', name = ''] = action.split('.');
        return typeof labels[area]?.[name] !== 'string';
      });
      expect(missing).toEqual([]);
    }
  });
});
