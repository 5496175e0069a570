import type { ChipProps } from "@mui/material";
import { paymentLedgerModule } from "../../domain/modules/paymentLedger";
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from "../../domain/schemas/paymentRecord";
import type { PaymentRecord } from "../../domain/schemas/paymentRecord";

export type PaymentRow = PaymentRecord & { id: string };

export const ledgerKey = paymentLedgerModule.key;

/** Newest first: the ledger is read from today backwards. */
export const LEDGER_SORT = { field: "createdAt", order: "DESC" } as const;

export const METHOD_CHOICES = PAYMENT_METHODS.map((id) => ({
  id,
  name: ledgerKey(`methods.${id}`),
}));
export const STATUS_CHOICES = PAYMENT_STATUSES.map((id) => ({
  id,
  name: ledgerKey(`statuses.${id}`),
}));

export const STATUS_COLORS: Readonly<Record<string, ChipProps["color"]>> = {
  pending: "warning",
  completed: "success",
  failed: "error",
  refunded: "info",
};

/** Only a completed payment can be refunded (the server says the same). */
export const canRefund = (row: Pick<PaymentRecord, "status">) =>
  row.status === "completed";
