/**
 * Dispatch in a real browser (issue 10): the data admin opens the board for a day ahead, drags a
 * wheelchair trip onto a driver whose vehicle has no lift and sees it refused with the reason (on the
 * dragged card before the drop, and after it), then assigns it to a capable driver; the driver, in a
 * second browser context on a phone, sees it appear in "My day" without a reload. The board's load
 * time and the time the assignment takes to reach the driver's page are printed.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FINDING_MESSAGES } from "../../domain/assignmentMessages";
import { messages as DM } from "../../custom-pages/dispatch/messages";
import { homeMessages as HM } from "../../src/i18n/en/pages/home";
import { boardOf, tripsNear, utcDayFromToday } from "./support/board";
import { launchBrowser, signInThroughApi } from "./support/browser";
import type { RunningServer } from "./support/server";
import { startServer } from "./support/server";
import { liveConnection, recordFrames } from "./support/realtime";
import { apiPost, storedUser } from "./support/sessionApi";
import { SHOTS } from "./support/journeySteps";
import { SLOW } from "./support/tripSteps";

let server: RunningServer;
let browser: Browser;
let dispatch: Page;
let driver: Page;

beforeAll(async () => {
  server = await startServer({ TRIP_TIME_ZONE: "UTC" });
  browser = await launchBrowser();
  dispatch = await (
    await browser.newContext({
      viewport: { width: 1400, height: 900 },
      timezoneId: "UTC",
    })
  ).newPage();
  driver = await (
    await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      timezoneId: "UTC",
    })
  ).newPage();
  await signInThroughApi(dispatch, server.url, "dataadmin@example.com");
  await signInThroughApi(driver, server.url, "driver@example.com");
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * The first day from the day after tomorrow whose early morning leaves the driver and the patient
 * free: the new trip goes at 00:05, the top of the unassigned column. The demo seeds trips relative to
 * the day and the hour it runs, so a fixed day clashed some evenings (a trip of the driver at 00:15,
 * or one running past midnight the evening before). Trips within four hours count (longer than any
 * demo trip's window); the vehicles on them are busy.
 */
async function quietMorning(driverId: string, patientId: string) {
  for (let offset = 2; offset <= 10; offset++) {
    const day = utcDayFromToday(offset);
    const [evening, board] = await Promise.all([
      boardOf(dispatch, utcDayFromToday(offset - 1)),
      boardOf(dispatch, day),
    ]);
    const near = tripsNear(
      [...evening.trips, ...board.trips],
      Date.parse(`${day}T00:05:00.000Z`),
      4,
    );
    if (near.some((t) => t.driverId === driverId || t.patientId === patientId))
      continue;
    return { offset, day, board, busy: new Set(near.map((t) => t.vehicleId)) };
  }
  throw new Error("no early morning free for the driver and the patient");
}

/** Drags a card by its handle onto a lane with real pointer moves (dnd-kit needs movement). */
async function dragTo(
  page: Page,
  card: Locator,
  lane: Locator,
  beforeDrop?: () => Promise<void>,
) {
  const from = await card.getByLabel(DM.dragHandle).boundingBox();
  const to = await lane.boundingBox();
  if (!from || !to) throw new Error("nothing to drag");
  await page.mouse.move(from.x + from.width / 2, from.y + 10);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 20, {
    steps: 3,
  });
  // The lane's right part: its left edge may sit under the sticky unassigned column.
  await page.mouse.move(to.x + to.width - 60, to.y + 60, { steps: 12 });
  await page.mouse.move(to.x + to.width - 58, to.y + 62, { steps: 2 });
  await beforeDrop?.().catch(async (e: unknown) => {
    await page.screenshot({ path: `${SHOTS}/e2e-fail.png` });
    throw e;
  });
  await page.mouse.up();
}

async function chooseLaneVehicle(lane: Locator, label: string) {
  await lane.getByLabel(DM.vehicle).click();
  await dispatch
    .getByRole("option", {
      name: new RegExp(`^${label.replace(/[()]/g, "\\$&")}`),
    })
    .click();
  // The menu's closing backdrop would take the next press.
  await dispatch.getByRole("listbox").waitFor({ state: "detached" });
  await dispatch.locator(".MuiBackdrop-root").waitFor({ state: "detached" });
}

describe("the dispatch board and the driver's day", () => {
  it("refuses a wheelchair trip on a van without a lift, with the reason, and assigns it to a capable driver whose My day shows it live", async () => {
    const { driverDetail } = await storedUser(driver);
    const devDriverId = driverDetail?.driverId;
    expect(devDriverId).toBeTruthy();
    // A patient of the demo data.
    const patients = await apiPost<{
      data: { patientId: string; firstName: string; lastName: string }[];
    }>(dispatch, "/patients/search", { pageSize: 1 });
    const patient = patients.json.data[0];

    // The day as dispatch sees it, to pick free vehicles and another driver; any lift-less van refuses.
    const { offset, day, board, busy } = await quietMorning(
      devDriverId!,
      patient.patientId,
    );
    const noLift = board.vehicles.find((v) => !v.wheelchairAccessible);
    const lift = board.vehicles.find(
      (v) => v.wheelchairAccessible && !busy.has(v.vehicleId),
    );
    const other = board.drivers.find((d) => d.driverId !== devDriverId);
    expect(board.drivers.some((d) => d.driverId === devDriverId)).toBe(true);
    expect(noLift && lift && other).toBeTruthy();

    // A wheelchair trip first thing that day (the top of the unassigned column), unassigned.
    const created = await apiPost<{ data: { tripId: string } }>(
      dispatch,
      "/trips",
      {
        patientId: patient.patientId,
        pickUpDatetime: `${day}T00:05:00.000Z`,
        wheelchairTrip: true,
        pickUpAddress: {
          name: "E2E Home",
          line1: "12 Elm Street",
          city: "Columbus",
          state: "OH",
          postalCode: "43215",
        },
        dropOffAddress: {
          name: "E2E Clinic",
          line1: "400 Clinic Drive",
          city: "Columbus",
          state: "OH",
          postalCode: "43210",
        },
      },
    );
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const tripId = created.json.data.tripId;
    // The driver's day is published; they open it on their phone.
    expect(
      (
        await apiPost(dispatch, "/manifests/publish", {
          driverId: devDriverId,
          serviceDate: day,
        })
      ).status,
    ).toBe(200);
    const driverLive = liveConnection(driver);
    const frames = recordFrames(driver);
    await driver.goto(`${server.url}/`);
    await driverLive;
    const myDay = driver.getByRole("region", { name: HM.myDay.title });
    for (let i = 0; i < offset; i++)
      await myDay.getByRole("button", { name: HM.myDay.next }).click();
    // They acknowledge it as it stands, so what dispatch adds afterwards is marked as new.
    // Exact: the required reading above the day has "Acknowledge <article>" buttons too.
    await myDay
      .getByRole("button", { name: HM.myDay.acknowledge, exact: true })
      .click();
    await myDay.getByText(/Acknowledged at/).waitFor(SLOW);

    // The board for that day.
    const started = Date.now();
    await dispatch.goto(`${server.url}/trips/dispatch`);
    for (let i = 0; i < offset; i++)
      await dispatch.getByRole("button", { name: DM.nextDay }).click();
    const card = dispatch.getByTestId(`trip-card-${tripId}`);
    await card.waitFor(SLOW);
    const boardMs = Date.now() - started;

    const otherLane = dispatch.getByTestId(`lane-${other!.driverId}`);
    const devLane = dispatch.getByTestId(`lane-${devDriverId}`);
    await chooseLaneVehicle(otherLane, noLift!.label);
    await chooseLaneVehicle(devLane, lift!.label);

    // Onto the lane whose van has no lift: the dragged card says why before the drop; the drop is refused.
    const reason = FINDING_MESSAGES.noWheelchairLift(noLift!.label);
    await dragTo(dispatch, card, otherLane, async () => {
      await dispatch
        .getByTestId("drag-findings")
        .getByText(reason)
        .waitFor(SLOW);
    });
    await dispatch.getByRole("alert").filter({ hasText: reason }).waitFor(SLOW);

    // To the capable driver, through the card's keyboard-reachable menu (a second drag across the
    // board would depend on where its auto-scroll leaves the lanes): that day's attestation is still
    // to come, which is only a note ahead of the day (issue 22), so it assigns without a reason.
    await dispatch
      .getByTestId(`trip-card-${tripId}`)
      .getByRole("button", { name: DM.assignMenu })
      .click();
    const assignedAt = Date.now();
    await dispatch
      .getByRole("menuitem", { name: new RegExp(`^Dev Driver · `) })
      .click();
    expect(await dispatch.getByRole("dialog").count()).toBe(0);

    // The driver's page, never reloaded, lists it.
    // Trips name the patient "Last First".
    await myDay
      .getByRole("listitem")
      .filter({ hasText: patient.lastName })
      .first()
      .waitFor(SLOW)
      .catch(async (e: unknown) => {
        // What the driver's page heard and shows, to tell a lost message from a lost re-read.
        console.warn(
          `driver page at ${driver.url()}; frames: ${frames.join(" | ")}\n` +
            `My day: ${await myDay.innerText().catch(() => "(gone)")}\n` +
            `board alerts: ${(await dispatch.getByRole("alert").allInnerTexts()).join(" | ")}`,
        );
        await driver.screenshot({ path: `${SHOTS}/e2e-dispatch-driver.png` });
        await dispatch.screenshot({
          path: `${SHOTS}/e2e-dispatch-board.png`,
        });
        throw e;
      });
    const liveMs = Date.now() - assignedAt;
    await myDay.getByText(HM.myDay.new).first().waitFor(SLOW);
    await devLane.getByTestId(`trip-card-${tripId}`).waitFor(SLOW);
    console.warn(
      `dispatch board loaded in ${boardMs} ms; the assignment reached the driver's page in ${liveMs} ms`,
    );
    expect(liveMs).toBeLessThan(5000);
  });
});
