import { Typography } from "@mui/material";
import {
  BooleanInput,
  ResourceContextProvider,
  TextInput,
  useTranslate,
} from "react-admin";
import { todayIso } from "../../domain/expiry";
import { EARLIEST_BIRTH_DATE } from "../../domain/schemas/patient";
import { DatePickerInput } from "../../src/widgets/DatePickerInput";
import { PatientAddressInputs } from "./PatientAddressInputs";
import { PatientFacilityInput } from "./PatientFacilityInput";
import { PatientInsuranceInputs } from "./PatientInsuranceInputs";
import { PATIENTS_RESOURCE } from "./patientPaths";

function Section({ name }: { name: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1 }}>
      {translate(`resources.${PATIENTS_RESOURCE}.sections.${name}`)}
    </Typography>
  );
}

/**
 * Every field of the patient upsert body (domain/schemas/patient.ts). Reusable in any form whose
 * values are a patient — the trip booking form creates patients inline with it — so it sets its own
 * resource context: labels always come from resources.admin/transport/patients.fields.
 */
export function PatientInputs() {
  return (
    <ResourceContextProvider value={PATIENTS_RESOURCE}>
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
      <Section name="facility" />
      <PatientFacilityInput />
      <TextInput source="notes" multiline minRows={3} fullWidth />
    </ResourceContextProvider>
  );
}
