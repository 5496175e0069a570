import { BulkDeleteButton, DataTable, List } from "react-admin";
import { ListActions } from "../common/ListActions";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { UpsertButton } from "../common/UpsertButton";
import { facilityFilters } from "./facilityFilters";
import { useFacilityExporter } from "./facilityExport";
import type { FacilityRow } from "./facilityModel";
import { formatAddress } from "./facilityModel";
import {
  FACILITY_CREATE_PATH,
  facilityEditPath,
  facilityShowPath,
} from "./facilityPaths";
import { FacilityTypeField } from "./FacilityTypeField";

/** /admin/transport/facilities: search, filter, sort and page on the server; a row opens its page. */
export function FacilityList() {
  const exporter = useFacilityExporter();
  return (
    <List
      filters={facilityFilters}
      sort={{ field: "facilityName", order: "ASC" }}
      actions={<ListActions createPath={FACILITY_CREATE_PATH} />}
      exporter={exporter}
      pagination={<PagedTablePagination />}
    >
      <DataTable<FacilityRow>
        rowClick={(id) => facilityShowPath(id)}
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
        <DataTable.Col source="phone" disableSort />
        <DataTable.Col source="billingContactName" disableSort />
        <DataTable.Col
          label="ra.action.edit"
          disableSort
          render={(record) => <UpsertButton to={facilityEditPath(record.id)} />}
        />
      </DataTable>
    </List>
  );
}
