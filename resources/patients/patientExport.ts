/** The patients CSV: one flat row per patient, readable headers and values (no ids, no JSON). */
import type { RaRecord, TranslateFunction } from "react-admin";
import type { CsvRows } from "../../src/widgets/useCsvExporter";
import { useCsvExporter } from "../../src/widgets/useCsvExporter";
import { formatLineAddress } from "../../src/widgets/address";
import type { PatientRow } from "./patientModel";
import { facilitiesModule } from "../../domain/modules/facilities";
import { insuranceProvidersModule } from "../../domain/modules/insuranceProviders";
import { patientsModule } from "../../domain/modules/patients";

type ById = Record<string, RaRecord | undefined>;

/** The CSV rows for these patients, with provider and facility names looked up. */
export function toPatientCsvRows(
  records: readonly PatientRow[],
  lookups: { providers: ById; facilities: ById },
  translate: TranslateFunction,
): Record<string, string>[] {
  const field = (source: string) =>
    translate(`resources.${patientsModule.name}.fields.${source}`);
  const value = (key: string) =>
    translate(`resources.${patientsModule.name}.values.${key}`);
  const yesNo = (b: boolean) => value(b ? "yes" : "no");
  const nameOf = (map: ById, id: string | null, key: string) =>
    id ? String(map[id]?.[key] ?? "") : "";
  return records.map((p) => ({
    [field("lastName")]: p.lastName,
    [field("firstName")]: p.firstName,
    [field("dateOfBirth")]: p.dateOfBirth,
    [field("phone")]: p.phone ?? "",
    [field("email")]: p.email ?? "",
    [field("wheelchair")]: yesNo(p.wheelchair),
    [field("stretcher")]: yesNo(p.stretcher),
    [field("insuranceProviderId")]: nameOf(
      lookups.providers,
      p.insuranceProviderId,
      "name",
    ),
    [field("insurancePolicyId")]: p.insurancePolicyId ?? "",
    [field("facilityId")]: nameOf(
      lookups.facilities,
      p.facilityId,
      "facilityName",
    ),
    // Every address in one cell, labelled: "Home: 12 Elm Street, Columbus, OH 43215; Dialysis: …".
    [translate(`resources.${patientsModule.name}.export.addresses`)]:
      p.addresses.map((a) => `${a.label}: ${formatLineAddress(a)}`).join("; "),
    [field("notes")]: p.notes ?? "",
  }));
}

/** The filtered patients (react-admin fetches them), names resolved in two calls. */
const toRows: CsvRows<PatientRow> = async (
  records,
  { translate, fetchRelatedRecords },
) => {
  const [providers, facilities] = await Promise.all([
    fetchRelatedRecords<RaRecord>(
      records,
      "insuranceProviderId",
      insuranceProvidersModule.name,
    ),
    fetchRelatedRecords<RaRecord>(records, "facilityId", facilitiesModule.name),
  ]);
  return toPatientCsvRows(records, { providers, facilities }, translate);
};

export const usePatientExporter = () => useCsvExporter("patients", toRows);
