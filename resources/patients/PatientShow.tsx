import {
  DeleteButton,
  EmailField,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from "react-admin";
import { AttributeFields } from "../../src/widgets/attributes/AttributeFields";
import { RecordShow } from "../../src/forms/RecordScreens";
import {
  FacilityName,
  ReferenceName,
} from "../../src/widgets/FacilityReference";
import { UpsertButton } from "../../src/widgets/UpsertButton";
import { MobilityField } from "./MobilityField";
import { PatientAddressesField } from "./PatientAddressesField";
import type { PatientRow } from "./patientModel";
import { insuranceProvidersModule } from "../../domain/modules/insuranceProviders";
import { patientsModule } from "../../domain/modules/patients";
import { ActivityLink } from "../../src/widgets/ActivityLink";
import { BookmarkToggle } from "../../src/widgets/BookmarkToggle";
import { PatientStandingOrders } from "../../src/widgets/standingOrders/PatientStandingOrders";
import { LazyRecordThreads } from "../../src/widgets/discussions/LazyRecordThreads";

function PatientShowActions() {
  const record = useRecordContext<PatientRow>();
  if (!record) return null;
  return (
    <TopToolbar>
      <BookmarkToggle modelType="patient" />
      <ActivityLink modelType="patient" modelId={String(record.id)} />
      <UpsertButton to={patientsModule.paths.edit(record.id)} />
      {/* Outside a form the delete is undoable, like the list's bulk delete. */}
      <DeleteButton />
    </TopToolbar>
  );
}

const R = `resources.${patientsModule.name}`;

/** /admin/transport/patients/:id: details, addresses, mobility, insurance and facility. */
export function PatientShow() {
  return (
    <RecordShow actions={<PatientShowActions />}>
      <SimpleShowLayout>
        <TextField source="lastName" />
        <TextField source="firstName" />
        <TextField source="dateOfBirth" />
        <TextField source="phone" emptyText="—" />
        <EmailField source="email" emptyText="—" />
        <MobilityField label={`${R}.fields.mobility`} />
        <PatientAddressesField label={`${R}.fields.addressList`} />
        <ReferenceName
          source="insuranceProviderId"
          reference={insuranceProvidersModule.name}
          name="name"
          emptyText="—"
        />
        <TextField source="insurancePolicyId" emptyText="—" />
        <FacilityName source="facilityId" emptyText="—" />
        <TextField source="notes" emptyText="—" />
        <AttributeFields entityType="patient" label={false} />
      </SimpleShowLayout>
      <PatientStandingOrders />
      <LazyRecordThreads modelType="patient" />
    </RecordShow>
  );
}
