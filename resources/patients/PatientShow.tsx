import {
  DeleteButton,
  EmailField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from "react-admin";
import { UpsertButton } from "../common/UpsertButton";
import { MobilityField } from "./MobilityField";
import { PatientAddressesField } from "./PatientAddressesField";
import type { PatientRow } from "./patientModel";
import {
  FACILITIES_RESOURCE,
  INSURANCE_PROVIDERS_RESOURCE,
  PATIENTS_RESOURCE,
  patientEditPath,
} from "./patientPaths";

function PatientShowActions() {
  const record = useRecordContext<PatientRow>();
  if (!record) return null;
  return (
    <TopToolbar>
      <UpsertButton to={patientEditPath(record.id)} />
      {/* Outside a form the delete is undoable, like the list's bulk delete. */}
      <DeleteButton />
    </TopToolbar>
  );
}

const R = `resources.${PATIENTS_RESOURCE}`;

/** /admin/transport/patients/:id: details, addresses, mobility, insurance and facility. */
export function PatientShow() {
  return (
    <Show actions={<PatientShowActions />}>
      <SimpleShowLayout>
        <TextField source="lastName" />
        <TextField source="firstName" />
        <TextField source="dateOfBirth" />
        <TextField source="phone" emptyText="—" />
        <EmailField source="email" emptyText="—" />
        <MobilityField label={`${R}.fields.mobility`} />
        <PatientAddressesField label={`${R}.fields.addressList`} />
        <ReferenceField
          source="insuranceProviderId"
          reference={INSURANCE_PROVIDERS_RESOURCE}
          link={false}
          emptyText="—"
        >
          <TextField source="name" />
        </ReferenceField>
        <TextField source="insurancePolicyId" emptyText="—" />
        <ReferenceField
          source="facilityId"
          reference={FACILITIES_RESOURCE}
          link={false}
          emptyText="—"
        >
          <TextField source="facilityName" />
        </ReferenceField>
        <TextField source="notes" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
