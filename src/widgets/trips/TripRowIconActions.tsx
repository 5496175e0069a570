import type { MouseEvent, ReactElement } from "react";
import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import SensorsIcon from "@mui/icons-material/Sensors";
import VisibilityIcon from "@mui/icons-material/Visibility";
import { IconButton, Stack, Tooltip } from "@mui/material";
import { LinkBase, useRecordContext, useTranslate } from "react-admin";
import { tripsModule } from "../../../domain/modules/trips";
import type { Trip } from "../../../domain/schemas/trip";
import { useCurrentUser } from "../../session/useCurrentUser";
import { LIVE_SECTION_ID, tripRowActions } from "./tripWidgetsModel";

type ActionTrip = Pick<Trip, "tripId" | "driverId" | "tripStatus">;

interface IconActionProps {
  to: string;
  label: string;
  icon: ReactElement;
  color: "primary" | "secondary";
}

/** One action as an icon link; its words are the accessible name and the tooltip. */
function IconAction({ to, label, icon, color }: IconActionProps) {
  return (
    <Tooltip title={label}>
      <IconButton
        component={LinkBase}
        to={to}
        aria-label={label}
        size="small"
        color={color}
        // In a clickable row, the link must not also fire the row's own click.
        onClick={(e: MouseEvent) => e.stopPropagation()}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/**
 * §2's row actions as icons, for tables with many columns (Payment Records): the same actions,
 * rules and addresses as TripRowActions (View, Begin Trip, Live Trip Data), named in words for
 * screen readers and on hover. Reads `trip`, else the record context.
 */
export function TripRowIconActions({
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
  const label = (key: string) => translate(tripsModule.key(`actions.${key}`));
  return (
    <Stack direction="row" spacing={0.5}>
      {actions.view && (
        <IconAction
          to={tripsModule.paths.show(record.tripId)}
          label={label("view")}
          icon={<VisibilityIcon fontSize="small" />}
          color="primary"
        />
      )}
      {actions.begin && (
        <IconAction
          to={tripsModule.paths.page("management", record.tripId)}
          label={label("begin")}
          icon={<PlayArrowIcon fontSize="small" />}
          color="primary"
        />
      )}
      {actions.live && (
        <IconAction
          to={`${tripsModule.paths.show(record.tripId)}#${LIVE_SECTION_ID}`}
          label={label("live")}
          icon={<SensorsIcon fontSize="small" />}
          color="secondary"
        />
      )}
    </Stack>
  );
}
