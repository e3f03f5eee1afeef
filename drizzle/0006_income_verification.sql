ALTER TABLE "outside_calls" DROP CONSTRAINT "outside_calls_port_check";--> statement-breakpoint
ALTER TABLE "outside_calls" DROP CONSTRAINT "outside_calls_charge_type_check";--> statement-breakpoint
ALTER TABLE "outside_calls" ADD CONSTRAINT "outside_calls_port_check" CHECK ("port" in ('creditBureau', 'valuation', 'incomeVerification'));--> statement-breakpoint
ALTER TABLE "outside_calls" ADD CONSTRAINT "outside_calls_charge_type_check" CHECK ("charge_type" in ('avm', 'avmCascade', 'singleCredit', 'jointCredit', 'singleCreditCoborrower', 'incomeVerification'));