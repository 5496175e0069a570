/**
 * The built-in provider (issue 12): for demos and tests. It takes no card: the payer confirms on our
 * checkout page and the payment completes; a refund only changes the record.
 */
import { randomBytes } from "node:crypto";
import type { PaymentProvider } from "./provider";

/** The built-in provider's reference of a completed payment. */
export const builtinReference = () =>
  `builtin_${randomBytes(12).toString("base64url")}`;

export function builtinProvider(): PaymentProvider {
  return {
    name: "builtin",
    completesOnConfirm: true,
    start: async () => ({ step: "confirm" }),
    refund: async () => {},
  };
}
