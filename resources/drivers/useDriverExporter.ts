import type { User } from "../../domain/schemas/user";
import type { CsvRows } from "../common/useCsvExporter";
import { useCsvExporter } from "../common/useCsvExporter";
import type { DriverRow } from "./driverModel";
import { toCsvRow } from "./driverModel";

/** Flat, human rows (toCsvRow), the linked accounts fetched in one getMany. */
const toRows: CsvRows<DriverRow> = async (
  records,
  { translate, fetchRelatedRecords },
) => {
  const users = await fetchRelatedRecords<User>(
    records,
    "userId",
    "admin/users",
  );
  return records.map((r) =>
    toCsvRow(r, translate, r.userId ? users[r.userId] : undefined),
  );
};

/** CSV of the filtered list, as drivers.csv. */
export const useDriverExporter = () => useCsvExporter("drivers", toRows);
