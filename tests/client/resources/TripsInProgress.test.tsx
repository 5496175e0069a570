import { screen, waitFor, within } from "@testing-library/react";
import type { GetListParams, GetManyParams } from "react-admin";
import { afterEach, describe, expect, it, vi } from "vitest";
import { driversModule } from "../../../domain/modules/drivers";
import { tripsInProgressModule } from "../../../domain/modules/tripsInProgress";
import { recordRepresentation as driverName } from "../../../resources/drivers/representation";
import { IN_PROGRESS_REFRESH_MS } from "../../../resources/trips-in-progress/inProgressModel";
import tripsInProgress from "../../../resources/trips-in-progress";
import { buildDriverRow } from "../../support/rowFactories";
import { buildTripRow } from "../../support/tripRows";
import { renderAdmin } from "./renderAdmin";

const R = tripsInProgressModule.name;
const SLOW = { timeout: 5000 };
const TRIP = "6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const DRIVER = "7b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e";

const onBoard = buildTripRow({
  id: TRIP,
  tripStatus: "in-progress",
  driverId: DRIVER,
  tripStartedAt: "2025-03-04T14:00:00.000Z",
  arrivedAtPickUpAt: "2025-03-04T14:20:00.000Z",
  patientOnBoardAt: "2025-03-04T14:31:00.000Z",
});

function open(rows = [onBoard]) {
  const dataProvider = {
    getList: vi
      .fn()
      .mockImplementation((_resource: string, _params: GetListParams) =>
        Promise.resolve({ data: rows, total: rows.length }),
      ),
    getMany: vi
      .fn()
      .mockImplementation((resource: string, { ids }: GetManyParams) =>
        Promise.resolve({
          data:
            resource === driversModule.name
              ? ids.map((id) =>
                  buildDriverRow({
                    id: String(id),
                    firstName: "Dana",
                    lastName: "Able",
                  }),
                )
              : [],
        }),
      ),
  };
  renderAdmin({
    at: tripsInProgressModule.paths.list,
    dataProvider,
    resources: {
      [R]: tripsInProgress,
      [driversModule.name]: { recordRepresentation: driverName },
    },
  });
  return dataProvider;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("/trips/in-progress", () => {
  it("asks only for trips in progress and shows each with its last step, driver and links", async () => {
    const dataProvider = open();
    const row = (await screen.findByText("Pat Rider", {}, SLOW)).closest("tr")!;
    expect(dataProvider.getList).toHaveBeenCalledWith(
      R,
      expect.objectContaining({
        filter: { additionalArrayFilters: { tripStatuses: ["in-progress"] } },
        sort: { field: "pickUpDatetime", order: "ASC" },
      }),
    );
    expect(within(row).getByText("Home → Mercy Dialysis")).toBeInTheDocument();
    expect(within(row).getByText("Patient on board")).toBeInTheDocument();
    expect(
      await within(row).findByText("Dana Able", {}, SLOW),
    ).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "Trip" })).toHaveAttribute(
      "href",
      `/trip/${TRIP}`,
    );
    expect(within(row).getByRole("link", { name: "Steps" })).toHaveAttribute(
      "href",
      `/trip/management/${TRIP}`,
    );
  });

  it("says so when no trip is on the road", async () => {
    open([]);
    expect(
      await screen.findByText("No trip is in progress right now.", {}, SLOW),
    ).toBeInTheDocument();
  });

  it("re-reads the list every 30 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const dataProvider = open();
    await screen.findByText("Pat Rider", {}, SLOW);
    const calls = dataProvider.getList.mock.calls.length;
    await vi.advanceTimersByTimeAsync(IN_PROGRESS_REFRESH_MS + 100);
    await waitFor(() =>
      expect(dataProvider.getList.mock.calls.length).toBeGreaterThan(calls),
    );
  });
});
