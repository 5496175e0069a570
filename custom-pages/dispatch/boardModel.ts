/** The dispatch board's pure parts: days, lanes and what a card shows. */
import dayjs from "dayjs";
import type { Board, BoardDriver } from "../../domain/schemas/board";
import type { Trip } from "../../domain/schemas/trip";

export const K = "pages.dispatch";
export const BOARD_QUERY = "dispatch-board";
/** On a desktop each column scrolls on its own, so a lane stays in view while a card is dragged. */
export const COLUMN_SCROLL = {
  maxHeight: { md: "calc(100vh - 300px)" },
  overflowY: { md: "auto" },
} as const;

export const todayOnDevice = () => dayjs().format("YYYY-MM-DD");
export const shiftDay = (day: string, by: number) =>
  dayjs(day).add(by, "day").format("YYYY-MM-DD");
export const timeOf = (instant: string) => dayjs(instant).format("HH:mm");
export const dayTitle = (day: string) => dayjs(day).format("dddd D MMMM YYYY");

export interface Lane {
  driver: BoardDriver;
  /** The vehicle drops onto this lane assign: the dispatcher's choice, else the day's. */
  vehicleId: string | null;
  trips: Trip[];
}

/** One lane per active driver (their trips in time order), and the unassigned trips. */
export function lanesOf(
  board: Board,
  chosenVehicles: Readonly<Record<string, string>>,
): { lanes: Lane[]; unassigned: Trip[] } {
  const byDriver = new Map<string, Trip[]>();
  const unassigned: Trip[] = [];
  for (const trip of board.trips) {
    if (!trip.driverId) unassigned.push(trip);
    else
      byDriver.set(trip.driverId, [
        ...(byDriver.get(trip.driverId) ?? []),
        trip,
      ]);
  }
  return {
    unassigned,
    lanes: board.drivers.map((driver) => ({
      driver,
      vehicleId: chosenVehicles[driver.driverId] ?? driver.vehicleId,
      trips: byDriver.get(driver.driverId) ?? [],
    })),
  };
}

/** A waiting will-call return has no fixed time yet. */
export const isWillCallWaiting = (t: Trip) =>
  t.willCall && !t.willCallActivatedAt;
