ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_type_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "escrow_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_escrow_key" ON "ledger_accounts" USING btree ("escrow_id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_escrow_balance_check" CHECK ("ledger_accounts"."escrow_id" is null or ("ledger_accounts"."balance" is not null and "ledger_accounts"."balance" >= 0));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_check" CHECK (num_nonnulls("ledger_accounts"."user_id", "ledger_accounts"."code", "ledger_accounts"."escrow_id") = 1);--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_type_check" CHECK ("ledger_transactions"."type" in ('purchase', 'referral_bonus', 'admin_adjustment', 'reversal', 'refund', 'chargeback', 'task_funding', 'task_reward', 'task_refund'));