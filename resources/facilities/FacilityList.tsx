import { useAttributeFilters } from "../../src/widgets/attributes/useAttributeFilters";
import { BulkDeleteButton, DataTable, List } from "react-admin";
import { ListActions } from "../../src/widgets/ListActions";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { EditColumn } from "../../src/widgets/EditColumn";
import { facilityFilters } from "./facilityFilters";
import type { FacilityRow } from "./facilityModel";
import { formatAddress } from "../../src/widgets/address";
import { FacilityTypeField } from "./FacilityTypeField";
import { facilitiesModule } from "../../domain/modules/facilities";
import { NO_WRAP } from "../../src/widgets/tableCells";

/** /admin/transport/facilities: search, filter, sort and page on the server; a row opens its page. */
export function FacilityList() {
  const attributeFilters = useAttributeFilters("facility");
  return (
    <List
      filters={[...facilityFilters, ...attributeFilters]}
      sort={{ field: "facilityName", order: "ASC" }}
      actions={<ListActions createPath={facilitiesModule.paths.create} />}
      pagination={<PagedTablePagination />}
    >
      <DataTable<FacilityRow>
        rowClick={(id) => facilitiesModule.paths.show(id)}
        // Undoable: the rows come back if the undo is clicked within the toast's time.
        bulkActionButtons={<BulkDeleteButton />}
      >
        <DataTable.Col source="facilityName" />
        <DataTable.Col source="facilityType" field={FacilityTypeField} />
        <DataTable.Col
          source="address"
          disableSort
          render={(record) => formatAddress(record)}
        />
        <DataTable.Col source="city" />
        <DataTable.Col source="phone" cellSx={NO_WRAP} disableSort />
        <DataTable.Col source="billingContactName" disableSort />
        <EditColumn to={facilitiesModule.paths.edit} />
      </DataTable>
    </List>
  );
}
