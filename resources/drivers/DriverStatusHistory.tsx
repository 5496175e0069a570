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
} from "../../src/driver-status/driverStatusModel";
import { driversModule } from "../../domain/modules/drivers";
import { NO_WRAP } from "../../src/widgets/tableCells";

const H = driversModule.key("history");
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

interface StatusHistoryProps<R> extends Omit<FlagProps, "on"> {
  reference: string;
  /** The record's boolean status field. */
  source: keyof R & string;
}

/** A driver's records of one kind, newest first, a page at a time (one search per page). */
function StatusHistory<R extends { id: string }>({
  reference,
  source,
  ...flag
}: StatusHistoryProps<R>) {
  return (
    <ReferenceManyField
      reference={reference}
      target="driverId"
      sort={NEWEST_FIRST}
      perPage={10}
      pagination={<PagedTablePagination />}
      empty={<Empty />}
    >
      <DataTable<R> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col
          source="createdAt"
          cellSx={NO_WRAP}
          label={`${H}.createdAt`}
        >
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col
          source={source}
          label={`${H}.${source}`}
          disableSort
          render={(r) => <Flag on={r[source] === true} {...flag} />}
        />
        {positionColumns}
      </DataTable>
    </ReferenceManyField>
  );
}

/** The driver's online and offline records. */
export const OnlineStatusHistory = () => (
  <StatusHistory<OnlineStatusRecord & { id: string }>
    reference={ONLINE_STATUS_RESOURCE}
    source="onlineStatus"
    yes="transport.driverStatus.bar.online"
    no="transport.driverStatus.bar.offline"
    color="success"
  />
);

/** The driver's alcohol and drug statements. */
export const InfluenceStatusHistory = () => (
  <StatusHistory<InfluenceStatusRecord & { id: string }>
    reference={INFLUENCE_STATUS_RESOURCE}
    source="underTheInfluenceStatus"
    yes="ra.boolean.true"
    no="ra.boolean.false"
    color="error"
  />
);
