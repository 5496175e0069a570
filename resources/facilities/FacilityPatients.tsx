import { BooleanField, DataTable, ReferenceManyField } from "react-admin";
import { displayName } from "../../domain/users";
import { showPath } from "../../src/routing/resourceRoutes";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { facilitiesModule } from "../../domain/modules/facilities";
import { patientsModule } from "../../domain/modules/patients";
import { NO_WRAP } from "../../src/widgets/tableCells";

const PATIENTS_RESOURCE = patientsModule.name;
const label = (field: string) =>
  `resources.${facilitiesModule.name}.related.patients.${field}`;

interface PatientRow {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  wheelchair: boolean;
  stretcher: boolean;
}

/** The facility's patients: one search per page (filter facilityId), a row opens the patient. */
export function FacilityPatients() {
  return (
    <ReferenceManyField
      reference={PATIENTS_RESOURCE}
      target="facilityId"
      sort={{ field: "lastName", order: "ASC" }}
      perPage={10}
      pagination={<PagedTablePagination />}
      empty={label("empty")}
    >
      <DataTable<PatientRow>
        rowClick={(id) => showPath(PATIENTS_RESOURCE, id)}
        bulkActionButtons={false}
      >
        <DataTable.Col
          source="lastName"
          label={label("name")}
          render={(record) => displayName(record)}
        />
        {/* A calendar date, shown as stored (YYYY-MM-DD, §2): no time zone may shift it. */}
        <DataTable.Col
          source="dateOfBirth"
          cellSx={NO_WRAP}
          label={label("dateOfBirth")}
        />
        <DataTable.Col
          source="wheelchair"
          label={label("wheelchair")}
          field={BooleanField}
          disableSort
        />
        <DataTable.Col
          source="stretcher"
          label={label("stretcher")}
          field={BooleanField}
          disableSort
        />
      </DataTable>
    </ReferenceManyField>
  );
}
