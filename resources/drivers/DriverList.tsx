import { useAttributeFilters } from "../../src/widgets/attributes/useAttributeFilters";
import { DataTable, List, ReferenceField } from "react-admin";
import { ListActions } from "../../src/widgets/ListActions";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { EditColumn } from "../../src/widgets/EditColumn";
import { CredentialsField } from "./CredentialsField";
import { DriverBulkActions } from "./DriverBulkActions";
import { driverFilters } from "./driverFilters";
import type { DriverRow } from "./driverModel";
import { driverName } from "./driverModel";
import { DriverStatusField } from "./DriverStatusField";
import { driversModule } from "../../domain/modules/drivers";
import { usersModule } from "../../domain/modules/users";
import { NO_WRAP } from "../../src/widgets/tableCells";

/**
 * /admin/transport/drivers: search, filters and sort on the server, credentials flagged 30 days
 * ahead, bulk status change and delete (undoable), CSV of the filtered list; a row opens its show page.
 */
export function DriverList() {
  const attributeFilters = useAttributeFilters("driver");
  return (
    <List
      filters={[...driverFilters, ...attributeFilters]}
      sort={{ field: "lastName", order: "ASC" }}
      perPage={10}
      pagination={<PagedTablePagination />}
      actions={<ListActions createPath={driversModule.paths.create} />}
    >
      <DataTable<DriverRow>
        rowClick={(id) => driversModule.paths.show(id)}
        bulkActionButtons={<DriverBulkActions />}
      >
        <DataTable.Col
          source="lastName"
          label={driversModule.key("fields.name")}
          render={driverName}
        />
        <DataTable.Col source="licenseNumber" />
        <DataTable.Col source="licenseClass" disableSort />
        <DataTable.Col source="credentialsExpireOn" field={CredentialsField} />
        <DataTable.Col source="licenseExpiresOn" cellSx={NO_WRAP} />
        <DataTable.Col source="hireDate" cellSx={NO_WRAP} />
        <DataTable.Col source="status" field={DriverStatusField} />
        <DataTable.Col source="userId" disableSort>
          {/* The account's name (its recordRepresentation); one getMany per page. */}
          <ReferenceField
            source="userId"
            reference={usersModule.name}
            link={false}
          />
        </DataTable.Col>
        <DataTable.Col source="phone" cellSx={NO_WRAP} disableSort />
        <EditColumn to={driversModule.paths.edit} />
      </DataTable>
    </List>
  );
}
