import { Button } from "@mui/material";
import dayjs from "dayjs";
import { useState } from "react";
import { LinkBase } from "react-admin";
import { dispatchModule } from "../../../domain/modules/dispatch";
import { TripListPanel } from "./TripListPanel";
import { useTripPanelTranslate } from "./useTripPanelTranslate";

/** Open trips without a driver whose pick-up falls in the next 24 hours, from now. */
function nextDayFilter() {
  const now = dayjs();
  return {
    additionalBooleanFilters: { unassigned: true },
    additionalArrayFilters: { tripStatuses: ["pending", "confirmed"] },
    dateFilterRequest: {
      fromDate: now.toISOString(),
      toDate: now.add(24, "hour").toISOString(),
    },
  };
}

/**
 * Dispatch's first look (issue 29): the trips of the next 24 hours nobody drives yet, soonest
 * first, each opening its trip; the dispatch board assigns them.
 */
export function UnassignedTripsPanel() {
  const t = useTripPanelTranslate();
  const [filter] = useState(nextDayFilter);
  return (
    <TripListPanel
      title={t("unassignedTitle")}
      filter={filter}
      empty={t("unassignedEmpty")}
      showDate
      action={
        <Button
          size="small"
          component={LinkBase}
          to={dispatchModule.pages.board.path}
        >
          {t("dispatchBoard")}
        </Button>
      }
    />
  );
}
