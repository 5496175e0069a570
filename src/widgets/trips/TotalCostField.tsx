import { useRecordContext } from "react-admin";
import type { Trip } from "../../../domain/schemas/trip";
import { MoneyText } from "./MoneyText";
import { fareText } from "./tripWidgetsModel";

/** The trip's fare (§9: "$59.05"); reads `trip`, else the record context. */
export function TotalCostField({
  trip,
}: {
  trip?: Pick<Trip, "fare">;
  label?: string;
}) {
  const fromContext = useRecordContext<Pick<Trip, "fare">>();
  const record = trip ?? fromContext;
  if (!record) return null;
  return <MoneyText text={fareText(record.fare)} />;
}
