import type { MouseEvent } from "react";
import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import SensorsIcon from "@mui/icons-material/Sensors";
import VisibilityIcon from "@mui/icons-material/Visibility";
import { Button, Stack } from "@mui/material";
import { LinkBase, useRecordContext, useTranslate } from "react-admin";
import { tripsModule } from "../../../domain/modules/trips";
import type { Trip } from "../../../domain/schemas/trip";
import { useCurrentUser } from "../../session/useCurrentUser";
import { LIVE_SECTION_ID, tripRowActions } from "./tripWidgetsModel";

type ActionTrip = Pick<Trip, "tripId" | "driverId" | "tripStatus">;

/**
 * §2's row actions: View (modify-trips; /trip/{tripId}), Begin Trip (the assigned driver, before the
 * trip is under way or over; /trip/management/{tripId}) and Live Trip Data (in progress; the trip
 * page's live section). Reads `trip`, else the record context.
 */
export function TripRowActions({
  trip,
}: {
  trip?: ActionTrip;
  label?: string;
}) {
  const fromContext = useRecordContext<ActionTrip>();
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const record = trip ?? fromContext;
  if (!record) return null;
  const actions = tripRowActions(record, user);
  // In a clickable row, a button must not also fire the row's own click.
  const stop = (e: MouseEvent) => e.stopPropagation();
  const label = (key: string) => translate(tripsModule.key(`actions.${key}`));
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }} useFlexGap>
      {actions.view && (
        <Button
          component={LinkBase}
          to={tripsModule.paths.show(record.tripId)}
          size="small"
          startIcon={<VisibilityIcon />}
          onClick={stop}
        >
          {label("view")}
        </Button>
      )}
      {actions.begin && (
        <Button
          component={LinkBase}
          to={tripsModule.paths.page("management", record.tripId)}
          size="small"
          variant="contained"
          startIcon={<PlayArrowIcon />}
          onClick={stop}
        >
          {label("begin")}
        </Button>
      )}
      {actions.live && (
        <Button
          component={LinkBase}
          to={`${tripsModule.paths.show(record.tripId)}#${LIVE_SECTION_ID}`}
          size="small"
          color="secondary"
          startIcon={<SensorsIcon />}
          onClick={stop}
        >
          {label("live")}
        </Button>
      )}
    </Stack>
  );
}
