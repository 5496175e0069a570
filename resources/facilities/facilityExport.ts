import type { CsvRows } from "../common/useCsvExporter";
import { useCsvExporter } from "../common/useCsvExporter";
import type { FacilityRow } from "./facilityModel";
import { facilityCsvRow } from "./facilityModel";

const toRows: CsvRows<FacilityRow> = (records, { translate }) =>
  records.map((r) => facilityCsvRow(r, translate));

/** The facilities list's CSV: facilities.csv with the columns an operator reads. */
export const useFacilityExporter = () => useCsvExporter("facilities", toRows);
