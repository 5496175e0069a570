import type { User } from "../../domain/schemas/user";
import type { CsvRows } from "../../src/widgets/useCsvExporter";
import { useCsvExporter } from "../../src/widgets/useCsvExporter";
import type { DriverRow } from "./driverModel";
import { toCsvRow } from "./driverModel";
import { usersModule } from "../../domain/modules/users";

/** Flat, human rows (toCsvRow), the linked accounts fetched in one getMany. */
const toRows: CsvRows<DriverRow> = async (
  records,
  { translate, fetchRelatedRecords },
) => {
  const users = await fetchRelatedRecords<User>(
    records,
    "userId",
    usersModule.name,
  );
  return records.map((r) =>
    toCsvRow(r, translate, r.userId ? users[r.userId] : undefined),
  );
};

/** CSV of the filtered list, as drivers.csv. */
export const useDriverExporter = () => useCsvExporter("drivers", toRows);
