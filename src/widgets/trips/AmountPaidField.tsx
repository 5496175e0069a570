import { useRecordContext } from "react-admin";
import type { Trip } from "../../../domain/schemas/trip";
import { MoneyText } from "./MoneyText";
import { amountPaidText } from "./tripWidgetsModel";

/** Amount paid (§9: the payment record's cents / 100, 2 decimals); reads `trip`, else the record context. */
export function AmountPaidField({
  trip,
}: {
  trip?: Pick<Trip, "paymentRecord">;
  label?: string;
}) {
  const fromContext = useRecordContext<Pick<Trip, "paymentRecord">>();
  const record = trip ?? fromContext;
  if (!record) return null;
  return <MoneyText text={amountPaidText(record.paymentRecord)} />;
}
