import { DataTable, ReferenceField } from "react-admin";
import { driversModule } from "../../domain/modules/drivers";
import { tripsModule } from "../../domain/modules/trips";
import { TotalCostField } from "../../src/widgets/trips/TotalCostField";
import { TripRowActions } from "../../src/widgets/trips/TripRowActions";
import { TripStatusChip } from "../../src/widgets/trips/TripStatusChip";
import {
  TripBookingTypeField,
  TripEquipmentField,
  TripPatientField,
  TripPickUpField,
  TripRouteField,
} from "./TripListFields";
import type { TripRecord } from "./tripModel";
import { NO_WRAP } from "../../src/widgets/tableCells";

/**
 * The driver names arrive after the rows (a second request): without a reserved, unwrapped width
 * the column grew when they did, squeezed the route into two lines and every row from 53 to 73 px
 * (layout shift, issue 13).
 */
const DRIVER_CELL_SX = { whiteSpace: "nowrap", width: "11rem" } as const;
const driverCellSx = () => DRIVER_CELL_SX;

/** The trips table (wide screens): sortable by pick-up, patient and status, as the server sorts. */
export function TripListDesktop({ dispatch }: { dispatch: boolean }) {
  return (
    <DataTable<TripRecord>
      rowClick={(id) => tripsModule.paths.show(id)}
      bulkActionButtons={false}
    >
      <DataTable.Col
        source="pickUpDatetime"
        cellSx={NO_WRAP}
        field={TripPickUpField}
      />
      <DataTable.Col source="patientName" field={TripPatientField} />
      <DataTable.Col source="route" disableSort field={TripRouteField} />
      <DataTable.Col
        source="bookingType"
        disableSort
        field={TripBookingTypeField}
      />
      <DataTable.Col
        source="equipment"
        disableSort
        field={TripEquipmentField}
      />
      {dispatch && (
        <DataTable.Col source="driverId" disableSort cellSx={driverCellSx}>
          <ReferenceField
            source="driverId"
            reference={driversModule.name}
            link={false}
            emptyText="—"
          />
        </DataTable.Col>
      )}
      <DataTable.Col
        source="tripStatus"
        render={(trip) => <TripStatusChip status={trip.tripStatus} />}
      />
      <DataTable.Col source="fare" disableSort field={TotalCostField} />
      <DataTable.Col source="actions" disableSort field={TripRowActions} />
    </DataTable>
  );
}
