import { Typography } from "@mui/material";
import { DataTable, List, useTranslate } from "react-admin";
import type { StandingOrder } from "../../domain/schemas/standingOrder";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { soKey, weekdayText } from "./standingOrderModel";

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
      <DataTable<Row> rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="patientName" disableSort />
        <DataTable.Col
          source="weekdays"
          disableSort
          render={(r) => weekdayText(r.weekdays, t)}
        />
        <DataTable.Col
          source="pickUpTime"
          disableSort
          render={(r) =>
            r.returnPickUpTime
              ? `${r.pickUpTime} · ${r.returnPickUpTime}`
              : r.pickUpTime
          }
        />
        <DataTable.Col source="startDate" />
        <DataTable.Col
          source="endDate"
          render={(r) => r.endDate ?? translate(soKey("noEnd"))}
        />
        <DataTable.Col
          source="generatedThrough"
          disableSort
          render={(r) => r.generatedThrough ?? translate(soKey("none"))}
        />
      </DataTable>
    </List>
  );
}
