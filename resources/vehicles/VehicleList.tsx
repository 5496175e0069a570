import { useAttributeFilters } from "../../src/widgets/attributes/useAttributeFilters";
import { DataTable, List } from "react-admin";
import { ListActions } from "../../src/widgets/ListActions";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { ExpiryField } from "../../src/widgets/ExpiryField";
import { VehicleBulkActions } from "./VehicleBulkActions";
import { useVehicleFilters } from "./vehicleFilters";
import type { VehicleRow } from "./vehicleModel";
import { VehicleEquipmentField } from "./VehicleEquipmentField";
import { VehicleStatusField } from "./VehicleStatusField";
import { vehiclesModule } from "../../domain/modules/vehicles";
import { NO_WRAP } from "../../src/widgets/tableCells";

// Plates and dates read badly when broken over two lines (NO_WRAP); an expiry chip may go under its
// date instead.
const EXPIRY_CELL = {
  whiteSpace: "nowrap",
  "& .MuiStack-root": { flexWrap: "wrap", rowGap: 0.5, columnGap: 1 },
  "& .MuiStack-root > :not(style) ~ :not(style)": { ml: 0 },
} as const;

/**
 * /admin/transport/vehicles: search, filter, sort and page on the server; bulk status change and
 * undoable bulk delete; CSV of the filtered list; a row opens the vehicle's page (which has Edit).
 */
export function VehicleList() {
  const filters = useVehicleFilters();
  const attributeFilters = useAttributeFilters("vehicle");
  return (
    <List
      filters={[...filters, ...attributeFilters]}
      sort={{ field: "licensePlate", order: "ASC" }}
      actions={<ListActions createPath={vehiclesModule.paths.create} />}
      pagination={<PagedTablePagination />}
      // A wide table scrolls inside its own wrapper (the theme's RaDataTable), never the list's card.
    >
      <DataTable<VehicleRow>
        rowClick={(id) => vehiclesModule.paths.show(id)}
        bulkActionButtons={<VehicleBulkActions />}
      >
        <DataTable.Col source="licensePlate" sx={NO_WRAP} />
        <DataTable.Col
          source="make"
          label={vehiclesModule.key("fields.makeModel")}
          sx={{ minWidth: 140 }}
          render={(record) => `${record.make} ${record.model}`}
        />
        <DataTable.NumberCol source="year" options={{ useGrouping: false }} />
        <DataTable.NumberCol source="capacity" />
        <DataTable.Col
          source="equipment"
          disableSort
          field={VehicleEquipmentField}
        />
        <DataTable.Col
          source="insuranceExpiresOn"
          cellSx={NO_WRAP}
          field={ExpiryField}
          sx={EXPIRY_CELL}
        />
        <DataTable.Col
          source="registrationExpiresOn"
          cellSx={NO_WRAP}
          field={ExpiryField}
          sx={EXPIRY_CELL}
        />
        <DataTable.Col source="status" field={VehicleStatusField} />
      </DataTable>
    </List>
  );
}
