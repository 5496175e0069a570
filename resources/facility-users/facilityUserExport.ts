import type { CsvRows } from "../../src/widgets/useCsvExporter";
import { useCsvExporter } from "../../src/widgets/useCsvExporter";
import type { FacilityUserRow } from "./facilityUserModel";
import { facilityUserCsvRow } from "./facilityUserModel";
import { facilitiesModule } from "../../domain/modules/facilities";

const toRows: CsvRows<FacilityUserRow> = async (
  records,
  { translate, fetchRelatedRecords },
) => {
  // One getMany for every facility on the page set, not one per row.
  const facilities = await fetchRelatedRecords<{ facilityName: string }>(
    records.map((r) => ({ facilityId: r.facilityUserDetail.facilityId })),
    "facilityId",
    facilitiesModule.name,
  );
  return records.map((r) =>
    facilityUserCsvRow(
      r,
      facilities[r.facilityUserDetail.facilityId]?.facilityName ?? "",
      translate,
    ),
  );
};

/** The facility users list's CSV: facility-users.csv, facilities by name. */
export const useFacilityUserExporter = () =>
  useCsvExporter("facility-users", toRows);
