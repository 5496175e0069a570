import { useAttributeFilters } from "../../src/widgets/attributes/useAttributeFilters";
import {
  BulkDeleteButton,
  BulkExportButton,
  DataTable,
  List,
  ReferenceField,
  TextField,
} from "react-admin";
import { ListActions } from "../../src/widgets/ListActions";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { EditColumn } from "../../src/widgets/EditColumn";
import { MobilityField } from "./MobilityField";
import { PatientEmpty } from "./PatientEmpty";
import { patientFilters } from "./patientFilters";
import { usePatientExporter } from "./patientExport";
import type { PatientRow } from "./patientModel";
import { useFacilityScope } from "../../src/session/useFacilityScope";
import { FacilityColumn } from "../../src/widgets/FacilityReference";
import { insuranceProvidersModule } from "../../domain/modules/insuranceProviders";
import { patientsModule } from "../../domain/modules/patients";
import { NO_WRAP } from "../../src/widgets/tableCells";

const bulkActions = (
  <>
    <BulkExportButton />
    {/* Undoable (react-admin's default): the rows come back if the toast's Undo is pressed. */}
    <BulkDeleteButton />
  </>
);

/** /admin/transport/patients: search, filter, sort and page on the server; a row opens the show page. */
export function PatientList() {
  const { scoped } = useFacilityScope();
  const exporter = usePatientExporter();
  const attributeFilters = useAttributeFilters("patient");
  return (
    <List
      filters={[...patientFilters(scoped), ...attributeFilters]}
      sort={{ field: "lastName", order: "ASC" }}
      actions={<ListActions />}
      exporter={exporter}
      pagination={<PagedTablePagination />}
      empty={<PatientEmpty />}
    >
      <DataTable<PatientRow>
        rowClick={(id) => patientsModule.paths.show(id)}
        bulkActionButtons={bulkActions}
      >
        <DataTable.Col source="lastName" />
        <DataTable.Col source="firstName" />
        <DataTable.Col source="dateOfBirth" cellSx={NO_WRAP} />
        <DataTable.Col source="phone" cellSx={NO_WRAP} disableSort />
        <DataTable.Col source="mobility" disableSort>
          <MobilityField />
        </DataTable.Col>
        <DataTable.Col source="insuranceProviderId" disableSort>
          <ReferenceField
            source="insuranceProviderId"
            reference={insuranceProvidersModule.name}
            link={false}
          >
            <TextField source="name" />
          </ReferenceField>
        </DataTable.Col>
        {!scoped && <FacilityColumn source="facilityId" />}
        <EditColumn to={patientsModule.paths.edit} />
      </DataTable>
    </List>
  );
}
