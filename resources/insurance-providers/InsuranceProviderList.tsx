import { BooleanField, DataTable, DateField, List } from "react-admin";
import { ListActions } from "../../src/widgets/ListActions";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { EditColumn } from "../../src/widgets/EditColumn";
import { formatAddress } from "../../src/widgets/address";
import { ActiveBulkActions } from "../../src/widgets/ActiveBulkActions";
import { insuranceProviderFilters } from "./insuranceProviderFilters";
import type { InsuranceProviderRow } from "./insuranceProviderModel";
import { insuranceProvidersModule } from "../../domain/modules/insuranceProviders";
import { NO_WRAP } from "../../src/widgets/tableCells";

/** /admin/transport/insurance-providers (administrators, §2): a row opens upsert/:id. */
export function InsuranceProviderList() {
  return (
    <List
      filters={insuranceProviderFilters}
      sort={{ field: "name", order: "ASC" }}
      actions={<ListActions />}
      pagination={<PagedTablePagination />}
    >
      <DataTable<InsuranceProviderRow>
        rowClick={(id) => insuranceProvidersModule.paths.edit(id)}
        bulkActionButtons={<ActiveBulkActions />}
      >
        <DataTable.Col source="name" />
        <DataTable.Col source="payerId" />
        <DataTable.Col source="phone" cellSx={NO_WRAP} disableSort />
        <DataTable.Col source="email" disableSort />
        <DataTable.Col
          source="address"
          disableSort
          render={(record) => formatAddress(record)}
        />
        <DataTable.Col source="active" field={BooleanField} disableSort />
        <DataTable.Col source="createdAt" cellSx={NO_WRAP}>
          <DateField source="createdAt" />
        </DataTable.Col>
        <EditColumn to={insuranceProvidersModule.paths.edit} />
      </DataTable>
    </List>
  );
}
