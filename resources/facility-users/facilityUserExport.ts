import type { CsvRows } from "../common/useCsvExporter";
import { useCsvExporter } from "../common/useCsvExporter";
import { FACILITIES_RESOURCE } from "../facilities/facilityPaths";
import type { FacilityUserRow } from "./facilityUserModel";
import { facilityUserCsvRow } from "./facilityUserModel";

const toRows: CsvRows<FacilityUserRow> = async (
  records,
  { translate, fetchRelatedRecords },
) => {
  // One getMany for every facility on the page set, not one per row.
  const facilities = await fetchRelatedRecords<{ facilityName: string }>(
    records.map((r) => ({ facilityId: r.facilityUserDetail.facilityId })),
    "facilityId",
    FACILITIES_RESOURCE,
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
