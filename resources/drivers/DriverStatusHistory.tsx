import { Chip } from "@mui/material";
import {
  DataTable,
  DateField,
  NumberField,
  ReferenceManyField,
  useTranslate,
} from "react-admin";
import type {
  InfluenceStatusRecord,
  OnlineStatusRecord,
} from "../../domain/schemas/driverStatus";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import {
  INFLUENCE_STATUS_RESOURCE,
  ONLINE_STATUS_RESOURCE,
} from "../../src/layout/driver-status/driverStatusModel";

const H = "resources.admin/transport/drivers.history";
const NEWEST_FIRST = { field: "createdAt", order: "DESC" } as const;

interface FlagProps {
  on: boolean;
  yes: string;
  no: string;
  /** The colour of the true state (being under the influence is an alarm, being online is not). */
  color: "success" | "error";
}

function Flag({ on, yes, no, color }: FlagProps) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={on ? color : "default"}
      label={translate(on ? yes : no)}
    />
  );
}

function Empty() {
  const translate = useTranslate();
  return <p>{translate(`${H}.empty`)}</p>;
}

/** Where and when: shared by both histories. */
const positionColumns = [
  <DataTable.Col
    key="lat"
    source="latitude"
    label={`${H}.latitude`}
    field={NumberField}
    disableSort
  />,
  <DataTable.Col
    key="lng"
    source="longitude"
    label={`${H}.longitude`}
    field={NumberField}
    disableSort
  />,
];

/** The driver's online and offline records, newest first, a page at a time (one search per page). */
export function OnlineStatusHistory() {
  return (
    <ReferenceManyField
      reference={ONLINE_STATUS_RESOURCE}
      target="driverId"
      sort={NEWEST_FIRST}
      perPage={10}
      pagination={<PagedTablePagination />}
      empty={<Empty />}
    >
      <DataTable<OnlineStatusRecord & { id: string }>
        bulkActionButtons={false}
        rowClick={false}
      >
        <DataTable.Col source="createdAt" label={`${H}.createdAt`}>
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col
          source="onlineStatus"
          label={`${H}.onlineStatus`}
          disableSort
          render={(r) => (
            <Flag
              on={r.onlineStatus}
              yes="transport.driverStatus.bar.online"
              no="transport.driverStatus.bar.offline"
              color="success"
            />
          )}
        />
        {positionColumns}
      </DataTable>
    </ReferenceManyField>
  );
}

/** The driver's alcohol and drug statements, newest first. */
export function InfluenceStatusHistory() {
  return (
    <ReferenceManyField
      reference={INFLUENCE_STATUS_RESOURCE}
      target="driverId"
      sort={NEWEST_FIRST}
      perPage={10}
      pagination={<PagedTablePagination />}
      empty={<Empty />}
    >
      <DataTable<InfluenceStatusRecord & { id: string }>
        bulkActionButtons={false}
        rowClick={false}
      >
        <DataTable.Col source="createdAt" label={`${H}.createdAt`}>
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col
          source="underTheInfluenceStatus"
          label={`${H}.underTheInfluenceStatus`}
          disableSort
          render={(r) => (
            <Flag
              on={r.underTheInfluenceStatus}
              yes="ra.boolean.true"
              no="ra.boolean.false"
              color="error"
            />
          )}
        />
        {positionColumns}
      </DataTable>
    </ReferenceManyField>
  );
}
