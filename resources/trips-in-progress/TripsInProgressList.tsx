import type { MouseEvent } from "react";
import { Button, Stack, Typography } from "@mui/material";
import {
  DataTable,
  LinkBase,
  List,
  ReferenceField,
  SearchInput,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { driversModule } from "../../domain/modules/drivers";
import { tripsModule } from "../../domain/modules/trips";
import { tripsInProgressModule } from "../../domain/modules/tripsInProgress";
import type { Trip } from "../../domain/schemas/trip";
import { PagedTablePagination } from "../../src/widgets/PagedTablePagination";
import { RelativeTime } from "../../src/widgets/RelativeTime";
import {
  tripDateTimeText,
  tripTimeText,
} from "../../src/widgets/trips/tripTimes";
import {
  IN_PROGRESS_FILTER,
  IN_PROGRESS_REFRESH_MS,
  lastMilestone,
  patientName,
} from "./inProgressModel";
import { InProgressMap } from "./InProgressMap";
import { NO_WRAP } from "../../src/widgets/tableCells";

type TripRecord = Trip & { id: string };

const key = tripsInProgressModule.key;

/** "Patient on board", its clock time and how long ago. */
function LastMilestoneField() {
  const trip = useRecordContext<TripRecord>();
  const translate = useTranslate();
  if (!trip) return null;
  const last = lastMilestone(trip);
  if (!last) return <>{translate(key("milestones.none"))}</>;
  return (
    <Stack spacing={0}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {translate(key(`milestones.${last.milestone}`))}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {tripTimeText(last.at)}
        {" · "}
        <RelativeTime value={last.at} />
      </Typography>
    </Stack>
  );
}

/** Links to the trip page and to the driver's page (where staff record steps on their behalf). */
function TripLinks() {
  const trip = useRecordContext<TripRecord>();
  const translate = useTranslate();
  if (!trip) return null;
  // The row opens the trip page too; the buttons must not also trigger the row click.
  const stop = (e: MouseEvent) => e.stopPropagation();
  return (
    <Stack direction="row" spacing={1}>
      <Button
        component={LinkBase}
        to={tripsModule.paths.show(trip.id)}
        size="small"
        onClick={stop}
      >
        {translate(key("action.open"))}
      </Button>
      <Button
        component={LinkBase}
        to={tripsModule.paths.page("management", trip.id)}
        size="small"
        onClick={stop}
      >
        {translate(key("action.manage"))}
      </Button>
    </Stack>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      {translate(key("empty"))}
    </Typography>
  );
}

/**
 * /trips/in-progress (dispatch): the trips on the road now with the driver's latest step and, beside
 * them, a map of where each is (issue 10); re-read live as positions and steps arrive, and every 30
 * seconds besides. A row opens the trip page.
 */
export function TripsInProgressList() {
  return (
    <List
      filter={IN_PROGRESS_FILTER}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: "pickUpDatetime", order: "ASC" }}
      exporter={false}
      actions={false}
      empty={<Empty />}
      pagination={<PagedTablePagination />}
      queryOptions={{ refetchInterval: IN_PROGRESS_REFRESH_MS }}
      aside={<InProgressMap />}
      sx={{
        "& .RaList-main": { minWidth: 0 },
        "& > div": { flexDirection: { xs: "column", md: "row" } },
      }}
    >
      <DataTable<TripRecord>
        rowClick={(id) => tripsModule.paths.show(id)}
        bulkActionButtons={false}
      >
        <DataTable.Col
          source="patient"
          disableSort
          render={(trip) => patientName(trip as TripRecord) ?? ""}
        />
        <DataTable.Col source="driverId" disableSort>
          <ReferenceField
            source="driverId"
            reference={driversModule.name}
            link={false}
            emptyText="—"
          />
        </DataTable.Col>
        <DataTable.Col
          source="route"
          disableSort
          render={(trip) =>
            `${trip.routeLocationPair.originName} → ${trip.routeLocationPair.destinationName}`
          }
        />
        <DataTable.Col
          source="pickUpDatetime"
          cellSx={NO_WRAP}
          render={(trip) => tripDateTimeText(trip.pickUpDatetime)}
        />
        <DataTable.Col
          source="lastMilestone"
          disableSort
          field={LastMilestoneField}
        />
        <DataTable.Col source="links" disableSort field={TripLinks} />
      </DataTable>
    </List>
  );
}
