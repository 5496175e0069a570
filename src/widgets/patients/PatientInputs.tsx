import { BooleanInput, ResourceContextProvider, TextInput } from "react-admin";
import { todayIso } from "../../../domain/expiry";
import { EARLIEST_BIRTH_DATE } from "../../../domain/schemas/patient";
import { DatePickerInput } from "../DatePickerInput";
import { PatientAddressInputs } from "./PatientAddressInputs";
import { ScopedFacilityInput } from "../ScopedFacilityInput";
import { SectionHeading } from "../FormSection";
import { PatientInsuranceInputs } from "./PatientInsuranceInputs";
import { patientsModule } from "../../../domain/modules/patients";

const Section = ({ name }: { name: string }) => (
  <SectionHeading title={patientsModule.key(`sections.${name}`)} />
);

/**
 * Every field of the patient upsert body (domain/schemas/patient.ts). Shared by the patients
 * resource and the trip booking form, which creates patients inline with it, so it sets its own
 * resource context: labels always come from resources.admin/transport/patients.fields.
 * `withFacility={false}` leaves the facility out for callers who cannot read facilities (a
 * customer booking for a family member: the server leaves their patients without one).
 */
export function PatientInputs({
  withFacility = true,
}: {
  withFacility?: boolean;
}) {
  return (
    <ResourceContextProvider value={patientsModule.name}>
      <Section name="details" />
      <TextInput source="firstName" fullWidth />
      <TextInput source="lastName" fullWidth />
      <DatePickerInput
        source="dateOfBirth"
        minDate={EARLIEST_BIRTH_DATE}
        maxDate={todayIso()}
      />
      <TextInput source="phone" type="tel" fullWidth />
      <TextInput source="email" type="email" fullWidth />
      <Section name="addresses" />
      <PatientAddressInputs />
      <Section name="mobility" />
      <BooleanInput source="wheelchair" />
      <BooleanInput source="stretcher" />
      <Section name="insurance" />
      <PatientInsuranceInputs />
      {withFacility && (
        <>
          <Section name="facility" />
          {/* The server puts a facility admin's or nurse's own facility on every patient (§6). */}
          <ScopedFacilityInput
            source="facilityId"
            variant="select"
            emptyText={patientsModule.key("values.none")}
            helperText={patientsModule.key("helpers.noFacility")}
            fixedHelperText={patientsModule.key("helpers.ownFacility")}
          />
        </>
      )}
      <TextInput source="notes" multiline minRows={3} fullWidth />
    </ResourceContextProvider>
  );
}
