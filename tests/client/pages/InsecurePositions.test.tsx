/**
 * Issue 22: a driver who opens the app over plain HTTP at a network address (window.isSecureContext
 * false: browsers refuse positions there) is told positions need HTTPS, still goes online (zero
 * coordinates, as Go Offline sends) and runs their trips, each step sent without a position.
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  AdminContext,
  memoryStore,
  testDataProvider,
  TestMemoryRouter,
} from "react-admin";
import { Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SetStatusPage } from "../../../custom-pages/driver-status/SetStatusPage";
import { i18nProvider } from "../../../src/i18n/i18nProvider";
import { Toasts } from "../../../src/layout/Toasts";
import { requestStepPosition } from "../../../src/session/positionModel";
import { buildUserWithRole, storeSession } from "../../support/factories";
import {
  button,
  inProgress,
  open,
  SLOW,
  TRIP,
} from "../resources/tripManagementHarness";

const DRIVER = "7a1c2e3f-0000-4000-8000-000000000001";
const NEEDS_HTTPS = /browsers give positions only to pages served over HTTPS/;

let getCurrentPosition: ReturnType<typeof vi.fn>;
beforeEach(() => {
  Object.defineProperty(window, "isSecureContext", {
    value: false,
    configurable: true,
  });
  // Browsers keep the API on insecure pages and answer every request with a refusal.
  getCurrentPosition = vi.fn(
    (_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1 } as GeolocationPositionError),
  );
  Object.defineProperty(navigator, "geolocation", {
    value: { getCurrentPosition },
    configurable: true,
  });
});
afterEach(() => {
  Reflect.deleteProperty(window, "isSecureContext");
  Reflect.deleteProperty(navigator, "geolocation");
  vi.restoreAllMocks();
});

describe("over plain HTTP", () => {
  it("tells the driver positions need HTTPS and still puts them online, without a position", async () => {
    storeSession(buildUserWithRole("driver", { driverDetail: { driverId: DRIVER } })); // prettier-ignore
    const create = vi
      .fn()
      .mockImplementation((resource: string, { data }) =>
        Promise.resolve({ data: { ...data, id: `${resource}-new` } }),
      );
    render(
      <TestMemoryRouter initialEntries={[SetStatusPage.path]}>
        <AdminContext
          dataProvider={testDataProvider({ create })}
          i18nProvider={i18nProvider}
          store={memoryStore()}
        >
          <Routes>
            <Route path={SetStatusPage.path} element={<SetStatusPage />} />
            <Route path="/" element={<div>home</div>} />
          </Routes>
          <Toasts />
        </AdminContext>
      </TestMemoryRouter>,
    );
    const user = userEvent.setup();
    expect(await screen.findByText(NEEDS_HTTPS)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    await user.click(
      screen.getByRole("radio", {
        name: "I am not under the influence of alcohol or drugs.",
      }),
    );
    await user.click(screen.getByRole("button", { name: "Go Online" }));
    expect(await screen.findByText("home")).toBeInTheDocument();
    expect(create.mock.calls.map(([, { data }]) => data)).toEqual([
      { driverId: DRIVER, latitude: 0, longitude: 0, underTheInfluenceStatus: false }, // prettier-ignore
      { driverId: DRIVER, latitude: 0, longitude: 0, onlineStatus: true },
    ]);
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it("runs the trip's steps at once without a position, saying why", async () => {
    const dataProvider = open(inProgress());
    await userEvent
      .setup()
      .click(
        await screen.findByRole("button", { name: "Arrived at pick-up" }, SLOW),
      );
    await waitFor(() =>
      expect(dataProvider.tripEvent).toHaveBeenCalledWith(TRIP, {
        event: "arrived",
        expectedTripStatus: "in-progress",
        screen: "trip-management",
      }),
    );
    expect(screen.getByText(NEEDS_HTTPS)).toBeInTheDocument();
    expect(screen.queryByText(/Sharing your location/)).toBeNull();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(button("Arrived at pick-up")).toBeDefined();
  });

  it("never waits for a step's position the browser will not give", async () => {
    const silent = { getCurrentPosition: vi.fn() } as unknown as Geolocation;
    await expect(requestStepPosition(silent, 60_000)).resolves.toBeUndefined();
    expect(silent.getCurrentPosition).not.toHaveBeenCalled();
  });
});
