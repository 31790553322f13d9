import { auditActions } from '@betogether/contracts/audit/audit.constants';
import { defineUrlFilters, oneOf, text } from '@/lib/url-filters';
import { transactionFilters } from './transactions/transaction-filters';

export const economyTabs = ['transactions', 'audit', 'packs'] as const;
export type EconomyTab = (typeof economyTabs)[number];

/**
 * The economy page's address: the tab (`?tab=`, the transactions by default and for anything
 * unknown), the transactions' filters and open transaction (`?tx=`: a detail is a link an admin can
 * share), the audit log's `?action=`. One set, as the audit log links into the transactions.
 */
export const economyAddress = defineUrlFilters(
  { tab: oneOf(economyTabs), ...transactionFilters.params, tx: text(), action: oneOf(auditActions) },
  { tab: 'transactions', ...transactionFilters.defaults, tx: null, action: '' },
);

export type EconomyAddress = ReturnType<typeof economyAddress.read>;
