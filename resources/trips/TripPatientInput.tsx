import { useEffect, useRef } from "react";
import {
  AutocompleteInput,
  ReferenceInput,
  useGetOne,
  useTranslate,
} from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import { patientsModule } from "../../domain/modules/patients";
import type { Patient } from "../../domain/schemas/patient";
import { CreatePatientDialog } from "./CreatePatientDialog";
import { bookingKey, fromPatientAddress } from "./tripFormModel";

type PatientOption = Pick<
  Patient,
  "firstName" | "lastName" | "dateOfBirth" | "phone"
>;

/** "Parks, Rosa · 1948-02-04": the date of birth tells two namesakes apart. */
export const patientOptionText = (p: PatientOption | undefined) =>
  p ? `${p.lastName}, ${p.firstName} · ${p.dateOfBirth}` : "";

const PATIENT_SORT = { field: "lastName", order: "ASC" } as const;
const toQuery = (searchTerm: string) => ({ q: searchTerm });

/**
 * The patient, looked up on the server as one types (searchTerm), or added on the spot. Choosing a
 * patient fills what the booking can take from their record: the pick-up address (their first
 * address) and the facility, unless already filled (the facility only where it is an input: a
 * customer's trips carry none).
 */
export function TripPatientInput({
  facilityId,
  withFacility,
}: {
  facilityId: string | null;
  withFacility: boolean;
}) {
  const translate = useTranslate();
  usePatientPrefill(withFacility);
  return (
    <ReferenceInput
      source="patientId"
      reference={patientsModule.name}
      sort={PATIENT_SORT}
      perPage={10}
    >
      <AutocompleteInput
        label={bookingKey("fields.patientId")}
        optionText={patientOptionText}
        filterToQuery={toQuery}
        helperText={bookingKey("helpers.patientSearch")}
        createItemLabel={bookingKey("patient.create")}
        createLabel={translate(bookingKey("patient.createEmpty"))}
        create={
          <CreatePatientDialog
            facilityId={facilityId}
            withFacility={withFacility}
          />
        }
        fullWidth
      />
    </ReferenceInput>
  );
}

/** The chosen patient's record (cached by the look-up), or undefined. */
export function useChosenPatient(): Patient | undefined {
  const patientId = useWatch({ name: "patientId" }) as unknown;
  const id = typeof patientId === "string" ? patientId : "";
  const { data } = useGetOne<Patient & { id: string }>(
    patientsModule.name,
    { id },
    { enabled: id !== "" },
  );
  return id === "" ? undefined : data;
}

/**
 * Fills the pick-up and the facility from a newly chosen patient. An existing trip's patient (the
 * one it was loaded with) fills nothing: the admin is correcting a booking, not starting one.
 */
function usePatientPrefill(withFacility: boolean) {
  const { getValues, setValue } = useFormContext();
  const patient = useChosenPatient();
  const filledFor = useRef<unknown>(getValues("patientId"));
  useEffect(() => {
    if (!patient || filledFor.current === patient.patientId) return;
    filledFor.current = patient.patientId;
    const first = patient.addresses[0];
    const pickUpLine = getValues("pickUpAddress.line1") as unknown;
    if (first && !pickUpLine)
      setValue("pickUpAddress", fromPatientAddress(first), {
        shouldDirty: true,
      });
    if (withFacility && patient.facilityId && !getValues("facilityId"))
      setValue("facilityId", patient.facilityId, { shouldDirty: true });
  }, [patient, withFacility, getValues, setValue]);
}
