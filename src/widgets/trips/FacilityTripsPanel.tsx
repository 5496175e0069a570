import dayjs from "dayjs";
import { useState } from "react";
import type { Trip } from "../../../domain/schemas/trip";
import { DATE_FORMATS } from "../dateFormats";
import type { TripSection } from "./TripListPanel";
import { TripListPanel } from "./TripListPanel";
import { useTripPanelTranslate } from "./useTripPanelTranslate";
import { tripDateText } from "./tripTimes";

/** Today and tomorrow on the device: from today's start to the start of the day after tomorrow. */
function twoDays() {
  const today = dayjs().startOf("day");
  return {
    today: today.format(DATE_FORMATS.iso),
    filter: {
      dateFilterRequest: {
        fromDate: today.toISOString(),
        toDate: today.add(2, "day").toISOString(),
      },
    },
  };
}

/**
 * A nurse's or facility administrator's trips of today and tomorrow (issue 29), under a heading for
 * each day. The server limits a facility's staff to their facility's trips, so no facility is sent.
 */
export function FacilityTripsPanel() {
  const t = useTripPanelTranslate();
  // Fixed at mount: a window recomputed on every render would be a new query each time.
  const [{ today, filter }] = useState(twoDays);
  const sections = (trips: Trip[]): TripSection[] => [
    {
      key: "today",
      label: t("today"),
      trips: trips.filter(
        (trip) => tripDateText(trip.pickUpDatetime) === today,
      ),
    },
    {
      key: "tomorrow",
      label: t("tomorrow"),
      trips: trips.filter(
        (trip) => tripDateText(trip.pickUpDatetime) !== today,
      ),
    },
  ];
  return (
    <TripListPanel
      title={t("facilityTitle")}
      filter={filter}
      empty={t("facilityEmpty")}
      sections={sections}
    />
  );
}
