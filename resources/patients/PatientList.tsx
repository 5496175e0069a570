import {
  BulkDeleteButton,
  BulkExportButton,
  DataTable,
  List,
  ReferenceField,
  TextField,
} from "react-admin";
import { ListActions } from "../common/ListActions";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { UpsertButton } from "../common/UpsertButton";
import { MobilityField } from "./MobilityField";
import { PatientEmpty } from "./PatientEmpty";
import { patientFilters } from "./patientFilters";
import { usePatientExporter } from "./patientExport";
import type { PatientRow } from "./patientModel";
import {
  FACILITIES_RESOURCE,
  INSURANCE_PROVIDERS_RESOURCE,
  patientEditPath,
  patientShowPath,
} from "./patientPaths";
import { useFacilityScope } from "../common/useFacilityScope";

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
  return (
    <List
      filters={patientFilters(scoped)}
      sort={{ field: "lastName", order: "ASC" }}
      actions={<ListActions />}
      exporter={exporter}
      pagination={<PagedTablePagination />}
      empty={<PatientEmpty />}
    >
      <DataTable<PatientRow>
        rowClick={(id) => patientShowPath(id)}
        bulkActionButtons={bulkActions}
      >
        <DataTable.Col source="lastName" />
        <DataTable.Col source="firstName" />
        <DataTable.Col source="dateOfBirth" />
        <DataTable.Col source="phone" disableSort />
        <DataTable.Col source="mobility" disableSort>
          <MobilityField />
        </DataTable.Col>
        <DataTable.Col source="insuranceProviderId" disableSort>
          <ReferenceField
            source="insuranceProviderId"
            reference={INSURANCE_PROVIDERS_RESOURCE}
            link={false}
          >
            <TextField source="name" />
          </ReferenceField>
        </DataTable.Col>
        {!scoped && (
          <DataTable.Col source="facilityId" disableSort>
            <ReferenceField
              source="facilityId"
              reference={FACILITIES_RESOURCE}
              link={false}
            >
              <TextField source="facilityName" />
            </ReferenceField>
          </DataTable.Col>
        )}
        <DataTable.Col
          label="ra.action.edit"
          disableSort
          render={(record) => <UpsertButton to={patientEditPath(record.id)} />}
        />
      </DataTable>
    </List>
  );
}
