import { DataTable, List, ReferenceField } from "react-admin";
import { ListActions } from "../common/ListActions";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { UpsertButton } from "../common/UpsertButton";
import { CredentialsField } from "./CredentialsField";
import { DriverBulkActions } from "./DriverBulkActions";
import { driverFilters } from "./driverFilters";
import type { DriverRow } from "./driverModel";
import { driverName } from "./driverModel";
import {
  DRIVER_CREATE_PATH,
  driverEditPath,
  driverShowPath,
} from "./driverPaths";
import { DriverStatusField } from "./DriverStatusField";
import { useDriverExporter } from "./useDriverExporter";

/**
 * /admin/transport/drivers: search, filters and sort on the server, credentials flagged 30 days
 * ahead, bulk status change and delete (undoable), CSV of the filtered list; a row opens its show page.
 */
export function DriverList() {
  const exporter = useDriverExporter();
  return (
    <List
      filters={driverFilters}
      sort={{ field: "lastName", order: "ASC" }}
      perPage={10}
      pagination={<PagedTablePagination />}
      actions={<ListActions createPath={DRIVER_CREATE_PATH} />}
      exporter={exporter}
    >
      <DataTable<DriverRow>
        rowClick={(id) => driverShowPath(id)}
        bulkActionButtons={<DriverBulkActions />}
      >
        <DataTable.Col
          source="lastName"
          label="resources.admin/transport/drivers.fields.name"
          render={driverName}
        />
        <DataTable.Col source="licenseNumber" />
        <DataTable.Col source="licenseClass" disableSort />
        <DataTable.Col source="credentialsExpireOn" field={CredentialsField} />
        <DataTable.Col source="licenseExpiresOn" />
        <DataTable.Col source="hireDate" />
        <DataTable.Col source="status" field={DriverStatusField} />
        <DataTable.Col source="userId" disableSort>
          {/* The account's name (its recordRepresentation); one getMany per page. */}
          <ReferenceField
            source="userId"
            reference="admin/users"
            link={false}
          />
        </DataTable.Col>
        <DataTable.Col source="phone" disableSort />
        <DataTable.Col
          label="ra.action.edit"
          disableSort
          render={(record) => <UpsertButton to={driverEditPath(record.id)} />}
        />
      </DataTable>
    </List>
  );
}
