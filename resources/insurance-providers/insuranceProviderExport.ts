import type { CsvRows } from "../../src/widgets/useCsvExporter";
import { useCsvExporter } from "../../src/widgets/useCsvExporter";
import type { InsuranceProviderRow } from "./insuranceProviderModel";
import { insuranceProviderCsvRow } from "./insuranceProviderModel";

const toRows: CsvRows<InsuranceProviderRow> = (records, { translate }) =>
  records.map((r) => insuranceProviderCsvRow(r, translate));

/** The insurance providers list's CSV: insurance-providers.csv. */
export const useInsuranceProviderExporter = () =>
  useCsvExporter("insurance-providers", toRows);
