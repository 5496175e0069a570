import { useMemo, useState } from "react";
import {
  Alert,
  Box,
  Menu,
  MenuItem,
  Paper,
  Stack,
  Typography,
} from "@mui/material";
import type {
  DragEndEvent,
  DragOverEvent,
  DragStartEvent,
} from "@dnd-kit/core";
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Title, useDataProvider, useNotify, useTranslate } from "react-admin";
import { dispatchModule } from "../../domain/modules/dispatch";
import type { BoardRequest } from "../../domain/schemas/board";
import type { Trip } from "../../domain/schemas/trip";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { useLiveRefetch } from "../../src/realtime/useLiveRefetch";
import { FindingList } from "../../src/widgets/dispatch/FindingList";
import { useAssignmentCheck } from "../../src/widgets/dispatch/useAssignmentCheck";
import { usePageTitle } from "../common/usePageTitle";
import { AssignConfirmDialog } from "./AssignConfirmDialog";
import { BoardFilters } from "./BoardFilters";
import type { Lane } from "./boardModel";
import {
  BOARD_QUERY,
  COLUMN_SCROLL,
  dayTitle,
  K,
  lanesOf,
  todayOnDevice,
} from "./boardModel";
import { DriverLane } from "./DriverLane";
import { DraggedCard, TripCard } from "./TripCard";
import { useBoardAssign } from "./useBoardAssign";

const LIVE_QUERIES = [[BOARD_QUERY]];

/**
 * /trips/dispatch (issue 10, modify-trips): the day's unassigned trips beside one lane per driver.
 * A trip is assigned by dragging its card onto a lane (pointer or keyboard) or through its Assign…
 * menu; what the assignment check finds shows on the dragged card before the drop. Changes made
 * elsewhere arrive live.
 */
export function DispatchBoardPage() {
  const translate = useTranslate();
  const title = usePageTitle(`${K}.title`);
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [filters, setFilters] = useState<BoardRequest>({
    date: todayOnDevice(),
  });
  const [chosenVehicles, setChosenVehicles] = useState<Record<string, string>>(
    {},
  );
  const [dragged, setDragged] = useState<Trip | null>(null);
  const [over, setOver] = useState<Lane | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; trip: Trip } | null>(
    null,
  );
  const [publishing, setPublishing] = useState<string | null>(null);
  const flow = useBoardAssign();

  const board = useQuery({
    queryKey: [BOARD_QUERY, filters],
    queryFn: ({ signal }) => dataProvider.dispatchBoard(filters, signal),
  });
  const manifests = useQuery({
    queryKey: [BOARD_QUERY, "manifests", filters.date],
    queryFn: ({ signal }) => dataProvider.searchManifests(filters.date, signal),
  });
  useLiveRefetch(["trips", "manifests"], LIVE_QUERIES);

  const { lanes, unassigned } = useMemo(
    () =>
      board.data
        ? lanesOf(board.data, chosenVehicles)
        : { lanes: [], unassigned: [] },
    [board.data, chosenVehicles],
  );
  const check = useAssignmentCheck(
    dragged?.tripId ?? null,
    over?.driver.driverId ?? null,
    over?.vehicleId ?? null,
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor),
  );
  const laneOf = (e: DragOverEvent | DragEndEvent) =>
    (e.over?.data.current as { lane?: Lane } | undefined)?.lane ?? null;

  const publish = async (driverId: string) => {
    setPublishing(driverId);
    try {
      await dataProvider.publishManifest({
        driverId,
        serviceDate: filters.date,
      });
      notify(`${K}.manifest.publishedToast`, { type: "success" });
      await queryClient.invalidateQueries({ queryKey: [BOARD_QUERY] });
    } catch (e) {
      notifyError(e);
    } finally {
      setPublishing(null);
    }
  };

  return (
    <Box sx={{ p: 2 }}>
      <Title title={title} />
      <Typography component="h1" variant="h5" gutterBottom>
        {title} · {dayTitle(filters.date)}
      </Typography>
      <BoardFilters
        filters={filters}
        onChange={setFilters}
        revenueCents={board.data?.estimatedRevenueCents ?? null}
      />
      {flow.refused && (
        <Alert
          severity="error"
          onClose={flow.dismissRefused}
          sx={{ mb: 2 }}
          role="alert"
        >
          <Typography variant="subtitle2">
            {translate(`${K}.refused`, { name: flow.refused.lane.driver.name })}
          </Typography>
          <FindingList findings={flow.refused.findings} dense />
        </Alert>
      )}
      {board.isPending && (
        <Typography role="status">{translate(`${K}.loading`)}</Typography>
      )}
      {board.error && (
        <Alert severity="error">{translate(`${K}.failed`)}</Alert>
      )}
      {board.data && (
        <DndContext
          sensors={sensors}
          onDragStart={(e: DragStartEvent) =>
            setDragged((e.active.data.current as { trip: Trip }).trip)
          }
          onDragOver={(e) => setOver(laneOf(e))}
          onDragCancel={() => {
            setDragged(null);
            setOver(null);
          }}
          onDragEnd={(e) => {
            const lane = laneOf(e);
            const trip = dragged;
            setDragged(null);
            setOver(null);
            if (trip && lane && lane.driver.driverId !== trip.driverId)
              void flow.request(trip, lane);
          }}
        >
          <Stack
            direction={{ xs: "column", md: "row" }}
            spacing={2}
            alignItems="flex-start"
            sx={{ overflowX: "auto", pb: 2 }}
          >
            <Paper
              variant="outlined"
              component="section"
              aria-label={translate(`${K}.unassigned`)}
              sx={{
                p: 1,
                minWidth: 290,
                width: { xs: "100%", md: 290 },
                flexShrink: 0,
                // Stays in view while the lanes scroll sideways: any lane is one drag away.
                position: { md: "sticky" },
                left: 0,
                zIndex: 2,
              }}
            >
              <Typography component="h2" variant="subtitle1" fontWeight={600}>
                {translate(`${K}.unassignedCount`, {
                  smart_count: unassigned.length,
                })}
              </Typography>
              {unassigned.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {translate(`${K}.noneUnassigned`)}
                </Typography>
              )}
              <Box sx={COLUMN_SCROLL}>
                {unassigned.map((trip) => (
                  <TripCard
                    key={trip.tripId}
                    trip={trip}
                    onAssignMenu={(anchor, t) => setMenu({ anchor, trip: t })}
                  />
                ))}
              </Box>
            </Paper>
            {lanes.length === 0 && (
              <Typography color="text.secondary">
                {translate(`${K}.noDrivers`)}
              </Typography>
            )}
            {lanes.map((lane) => (
              <DriverLane
                key={lane.driver.driverId}
                lane={lane}
                vehicles={board.data.vehicles}
                manifest={manifests.data?.find(
                  (m) => m.driverId === lane.driver.driverId,
                )}
                publishing={publishing === lane.driver.driverId}
                onVehicle={(vehicleId) =>
                  setChosenVehicles((c) => ({
                    ...c,
                    [lane.driver.driverId]: vehicleId,
                  }))
                }
                onPublish={() => void publish(lane.driver.driverId)}
                onAssignMenu={(anchor, t) => setMenu({ anchor, trip: t })}
              />
            ))}
          </Stack>
          <DragOverlay>
            {dragged && (
              <DraggedCard
                trip={dragged}
                findings={check.findings}
                checking={check.checking}
              />
            )}
          </DragOverlay>
        </DndContext>
      )}
      <Menu open={!!menu} anchorEl={menu?.anchor} onClose={() => setMenu(null)}>
        {lanes.map((lane) => (
          <MenuItem
            key={lane.driver.driverId}
            disabled={lane.driver.driverId === menu?.trip.driverId}
            onClick={() => {
              const trip = menu?.trip;
              setMenu(null);
              if (trip) void flow.request(trip, lane);
            }}
          >
            {lane.driver.name}
            {" · "}
            {board.data?.vehicles.find((v) => v.vehicleId === lane.vehicleId)
              ?.label ?? translate(`${K}.noVehicle`)}
          </MenuItem>
        ))}
      </Menu>
      {flow.confirming && (
        <AssignConfirmDialog
          pending={flow.confirming}
          saving={flow.saving}
          onCancel={flow.cancelConfirm}
          onConfirm={(reason) => void flow.assign(flow.confirming!, reason)}
        />
      )}
    </Box>
  );
}
DispatchBoardPage.path = dispatchModule.pages.board.path;
