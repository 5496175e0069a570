/** Payments and billing: who takes private payers' payments, and the company as it bills. */
import { z } from "zod";

export const paymentSettings = {
  /**
   * Who takes private payers' payments on /checkout (issue 12): "builtin" completes a payment without
   * a card (demos and tests); "stripe" uses Stripe Checkout and needs both Stripe keys below. Unset:
   * the built-in one in development and tests and for the production demo (SEED=demo), none otherwise
   * in production (issue 21: server/payments/plugin.ts decides, and the start log says which).
   */
  PAYMENT_PROVIDER: z.enum(["builtin", "stripe"]).optional(),
  /** Stripe's secret API key (sk_…), for Checkout Sessions and refunds. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** The signing secret (whsec_…) of the webhook endpoint POST /api/checkout/stripe/webhook. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /**
   * The transport company as it bills (issue 12): the invoices' letterhead and the 837P claim's
   * billing provider (loop 2010AA). The demo defaults are placeholders, not a real provider.
   */
  BILLING_PROVIDER_NAME: z.string().min(1).default("Demo NEMT Transport LLC"),
  BILLING_PROVIDER_NPI: z
    .string()
    .regex(/^\d{10}$/, "Enter the 10-digit NPI.")
    .default("1234567893"),
  BILLING_PROVIDER_TAX_ID: z
    .string()
    .regex(/^\d{9}$/, "Enter the 9-digit EIN without the dash.")
    .default("123456789"),
  BILLING_PROVIDER_PHONE: z
    .string()
    .regex(/^\d{10}$/, "Enter 10 digits.")
    .default("6145550100"),
  BILLING_PROVIDER_ADDRESS: z.string().min(1).default("100 Main Street"),
  BILLING_PROVIDER_CITY: z.string().min(1).default("Columbus"),
  BILLING_PROVIDER_STATE: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default("OH"),
  BILLING_PROVIDER_ZIP: z
    .string()
    .regex(/^\d{5}(\d{4})?$/)
    .default("432150000"),
};
