import type { CsvRows } from "../../src/widgets/useCsvExporter";
import { useCsvExporter } from "../../src/widgets/useCsvExporter";
import type { FacilityRow } from "./facilityModel";
import { facilityCsvRow } from "./facilityModel";

const toRows: CsvRows<FacilityRow> = (records, { translate }) =>
  records.map((r) => facilityCsvRow(r, translate));

/** The facilities list's CSV: facilities.csv with the columns an operator reads. */
export const useFacilityExporter = () => useCsvExporter("facilities", toRows);
