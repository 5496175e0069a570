import { Typography } from "@mui/material";
import { DataTable, List, useTranslate } from "react-admin";
import { mobilityOf } from "../../domain/mobility";
import { standingOrdersModule } from "../../domain/modules/standingOrders";
import { tripsModule } from "../../domain/modules/trips";
import type { StandingOrder } from "../../domain/schemas/standingOrder";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { StandingOrderActions } from "../../src/widgets/standingOrders/StandingOrderActions";
import { soKey, weekdayText } from "./standingOrderModel";
import { NO_WRAP } from "../../src/widgets/tableCells";

type Row = StandingOrder & { id: string };

function Empty() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {translate(soKey("empty"))}
    </Typography>
  );
}

/** /standing-orders: each patient's recurring trips, how they run and how far they are generated. */
export function StandingOrderList() {
  const translate = useTranslate();
  const t = (key: string) => translate(key);
  return (
    <List
      sort={{ field: "createdAt", order: "DESC" }}
      exporter={false}
      empty={<Empty />}
      pagination={<PagedTablePagination />}
    >
      {/* rowClick="edit" would go to /standing-orders/:id/edit, which is no route: the module's path. */}
      <DataTable<Row>
        rowClick={(id) => standingOrdersModule.paths.edit(id)}
        bulkActionButtons={false}
      >
        <DataTable.Col source="patientName" disableSort />
        <DataTable.Col
          source="mobility"
          disableSort
          render={(r: Row) => t(tripsModule.key(`equipment.${mobilityOf(r)}`))}
        />
        <DataTable.Col
          source="weekdays"
          disableSort
          render={(r) => weekdayText(r.weekdays, t)}
        />
        <DataTable.Col
          source="pickUpTime"
          cellSx={NO_WRAP}
          disableSort
          render={(r) =>
            r.returnPickUpTime
              ? `${r.pickUpTime} · ${r.returnPickUpTime}`
              : r.pickUpTime
          }
        />
        <DataTable.Col source="startDate" cellSx={NO_WRAP} />
        <DataTable.Col
          source="endDate"
          cellSx={NO_WRAP}
          render={(r) => r.endDate ?? translate(soKey("noEnd"))}
        />
        <DataTable.Col
          source="generatedThrough"
          cellSx={NO_WRAP}
          disableSort
          render={(r) => r.generatedThrough ?? translate(soKey("none"))}
        />
        <DataTable.Col
          source="actions"
          disableSort
          render={(r) => <StandingOrderActions orderId={String(r.id)} />}
        />
      </DataTable>
    </List>
  );
}
