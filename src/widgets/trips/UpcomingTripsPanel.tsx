import { Button } from "@mui/material";
import dayjs from "dayjs";
import { useState } from "react";
import { LinkBase } from "react-admin";
import { tripsModule } from "../../../domain/modules/trips";
import { TripListPanel } from "./TripListPanel";
import { useTripPanelTranslate } from "./useTripPanelTranslate";

/** The caller's open trips from today on (the server keeps a customer to the trips they booked). */
function upcomingFilter() {
  return {
    additionalArrayFilters: {
      tripStatuses: ["pending", "confirmed", "in-progress", "delayed"],
    },
    dateFilterRequest: { fromDate: dayjs().startOf("day").toISOString() },
  };
}

/** A customer's upcoming trips (issue 29) and the way to book another (/trip/create). */
export function UpcomingTripsPanel() {
  const t = useTripPanelTranslate();
  const [filter] = useState(upcomingFilter);
  return (
    <TripListPanel
      title={t("upcomingTitle")}
      filter={filter}
      empty={t("upcomingEmpty")}
      showDate
      action={
        <Button
          variant="contained"
          size="small"
          component={LinkBase}
          to={tripsModule.paths.create}
        >
          {t("book")}
        </Button>
      }
    />
  );
}
