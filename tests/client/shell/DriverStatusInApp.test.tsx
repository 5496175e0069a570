import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { OnlineStatusRecord } from "../../../domain/schemas/driverStatus";
import { renderApp } from "../../support/AppWrapper";
import { driverStatusHandlers } from "../../support/driverStatusHandlers";
import { setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";

const { fake, server, start } = setupFakeServer();
const DRIVER = "7a1c2e3f-0000-4000-8000-000000000001";

function record(onlineStatus: boolean, minutesAgo: number): OnlineStatusRecord {
  const createdAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  return {
    _id: "r1",
    id: "r1",
    onlineStatusRecordId: "r1",
    driverId: DRIVER,
    latitude: 39.96,
    longitude: -82.99,
    onlineStatus,
    createdAt,
    updatedAt: createdAt,
  };
}

/** A signed-in driver whose latest online status record is `latest`, in the real app. */
async function openAsDriver(latest: OnlineStatusRecord) {
  enableAllFeatures(fake.api);
  signInAs(fake.api, "driver", { driverDetail: { driverId: DRIVER } });
  start();
  server.use(...driverStatusHandlers(fake.api, { online: [latest] }));
  const app = renderApp("/");
  const bar = await screen.findByRole(
    "region",
    { name: "Driver status" },
    { timeout: 5000 },
  );
  return { app, bar };
}

describe("driver status bar in the app shell", () => {
  it("looks up the latest status through the real data provider (§7 body) and shows Time Online", async () => {
    const { bar } = await openAsDriver(record(true, 125));
    expect(await within(bar).findByText("Online")).toBeInTheDocument();
    expect(within(bar).getByText("Time Online: 2:05")).toBeInTheDocument();
    const lookup = fake.api.requests.find(
      (r) => r.path === "/drivers/online-status-records/search",
    );
    expect(lookup?.body).toEqual({
      driverId: DRIVER,
      pageNumber: 1,
      pageSize: 1,
      sortBy: "createdAt",
      sortDescending: true,
    });
  });

  it("Go Online opens /driver/set-status for the driver", async () => {
    const { app, bar } = await openAsDriver(record(false, 30));
    expect(await within(bar).findByText("Offline")).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole("link", { name: "Go Online" }));
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Go online" },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(app.location().pathname).toBe("/driver/set-status");
  });
});
