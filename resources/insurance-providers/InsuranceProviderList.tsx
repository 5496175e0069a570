import { BooleanField, DataTable, DateField, List } from "react-admin";
import { ListActions } from "../common/ListActions";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { UpsertButton } from "../common/UpsertButton";
import { formatAddress } from "../facilities/facilityModel";
import { ActiveBulkActions } from "../common/ActiveBulkActions";
import { useInsuranceProviderExporter } from "./insuranceProviderExport";
import { insuranceProviderFilters } from "./insuranceProviderFilters";
import type { InsuranceProviderRow } from "./insuranceProviderModel";
import { insuranceProviderEditPath } from "./insuranceProviderPaths";

/** /admin/transport/insurance-providers (administrators, §2): a row opens upsert/:id. */
export function InsuranceProviderList() {
  const exporter = useInsuranceProviderExporter();
  return (
    <List
      filters={insuranceProviderFilters}
      sort={{ field: "name", order: "ASC" }}
      actions={<ListActions />}
      exporter={exporter}
      pagination={<PagedTablePagination />}
    >
      <DataTable<InsuranceProviderRow>
        rowClick={(id) => insuranceProviderEditPath(id)}
        bulkActionButtons={<ActiveBulkActions />}
      >
        <DataTable.Col source="name" />
        <DataTable.Col source="payerId" />
        <DataTable.Col source="phone" disableSort />
        <DataTable.Col source="email" disableSort />
        <DataTable.Col
          source="address"
          disableSort
          render={(record) => formatAddress(record)}
        />
        <DataTable.Col source="active" field={BooleanField} disableSort />
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col
          label="ra.action.edit"
          disableSort
          render={(record) => (
            <UpsertButton to={insuranceProviderEditPath(record.id)} />
          )}
        />
      </DataTable>
    </List>
  );
}
