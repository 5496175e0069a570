/**
 * Dispatch's board as the browser tests read it through the API, and the days they pick: the demo
 * seeds trips by the day and hour it runs, so a test that books a trip for a driver chooses a time
 * clear of that driver's demo trips instead of a fixed one.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { Board } from "../../../domain/schemas/board";
import { apiPost } from "./sessionApi";

export const HOUR = 3_600_000;

/** The UTC calendar day (YYYY-MM-DD) `offset` days from now. */
export const utcDayFromToday = (offset: number): string =>
  new Date(Date.now() + offset * 24 * HOUR).toISOString().slice(0, 10);

/** One day's board (POST /trips/board), as the signed-in page's user sees it. */
export async function boardOf(page: Page, date: string): Promise<Board> {
  const res = await apiPost<{ data: Board }>(page, "/trips/board", { date });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data;
}

/** The trips of several days' boards, in one list. */
export async function tripsOfDays(
  page: Page,
  dates: readonly string[],
): Promise<Board["trips"]> {
  const boards = await Promise.all(dates.map((date) => boardOf(page, date)));
  return boards.flatMap((b) => b.trips);
}

/** The trips whose pick-up is within `hours` of the instant `at` (ms). */
export const tripsNear = (
  trips: Board["trips"],
  at: number,
  hours: number,
): Board["trips"] =>
  trips.filter(
    (t) => Math.abs(Date.parse(t.pickUpDatetime) - at) < hours * HOUR,
  );
