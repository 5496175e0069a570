import { Typography } from "@mui/material";
import dayjs from "dayjs";
import { useState } from "react";
import type { Trip } from "../../../domain/schemas/trip";
import { TripListPanel } from "./TripListPanel";
import { useTripPanelTranslate } from "./useTripPanelTranslate";

/** Open trips from today on that dispatch must look at again. */
function flaggedFilter() {
  return {
    additionalBooleanFilters: { flagged: true },
    additionalArrayFilters: {
      tripStatuses: ["pending", "confirmed", "delayed"],
    },
    dateFilterRequest: { fromDate: dayjs().startOf("day").toISOString() },
  };
}

/** What the assignment check found, in its own words (the board's "needs dispatch" card says the same). */
function findings(trip: Trip) {
  if (!trip.dispatchFindings?.length) return null;
  return (
    <Typography
      variant="caption"
      color="error"
      component="div"
      sx={{ overflowWrap: "anywhere" }}
    >
      {trip.dispatchFindings.map((f) => f.message).join(" · ")}
    </Typography>
  );
}

/**
 * Trips with warnings (issue 29): those whose time or equipment changed after assignment so the
 * assignment no longer passes the check (dispatchFindings, issue 10), soonest first.
 */
export function FlaggedTripsPanel() {
  const t = useTripPanelTranslate();
  const [filter] = useState(flaggedFilter);
  return (
    <TripListPanel
      title={t("flaggedTitle")}
      filter={filter}
      empty={t("flaggedEmpty")}
      showDate
      detail={findings}
    />
  );
}
