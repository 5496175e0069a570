import type { CsvRows } from "../../src/widgets/useCsvExporter";
import { useCsvExporter } from "../../src/widgets/useCsvExporter";
import type { VehicleRow } from "./vehicleModel";
import { vehicleCsvRow } from "./vehicleModel";

const toRows: CsvRows<VehicleRow> = (records, { translate }) =>
  records.map((r) => vehicleCsvRow(r, translate));

/** The vehicles list's CSV (vehicles.csv): the filtered, sorted records as labelled columns. */
export const useVehicleExporter = () => useCsvExporter("vehicles", toRows);
