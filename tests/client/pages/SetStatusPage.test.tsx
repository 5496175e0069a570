import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  AdminContext,
  HttpError,
  memoryStore,
  testDataProvider,
  TestMemoryRouter,
} from "react-admin";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SetStatusPage } from "../../../custom-pages/driver-status/SetStatusPage";
import { DRIVER_STATUS_MESSAGES as M } from "../../../domain/schemas/driverStatus";
import { i18nProvider } from "../../../src/i18n/i18nProvider";
import { Toasts } from "../../../src/layout/Toasts";
import { buildUserWithRole, storeSession } from "../../support/factories";

const ONLINE = "admin/transport/online-status-records";
const INFLUENCE = "admin/transport/influence-status-records";
const DRIVER = "7a1c2e3f-0000-4000-8000-000000000001";
const HERE = { latitude: 39.9612345, longitude: -82.9988765 };

type Outcome = { coords: typeof HERE } | { code: number };

/** A browser whose geolocation answers each request with the next outcome. */
function mockGeolocation(...outcomes: Outcome[]) {
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, fail: PositionErrorCallback) => {
      const next = outcomes.shift() ?? outcomes.at(-1)!;
      if ("coords" in next) ok({ coords: next.coords } as GeolocationPosition);
      else fail({ code: next.code } as GeolocationPositionError);
    },
  );
  Object.defineProperty(navigator, "geolocation", {
    value: { getCurrentPosition },
    configurable: true,
  });
  return getCurrentPosition;
}

function mount(linked = true) {
  storeSession(
    buildUserWithRole("driver", {
      driverDetail: linked ? { driverId: DRIVER } : null,
    }),
  );
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
  return { create };
}

const NOT_UNDER = "I am not under the influence of alcohol or drugs.";
const UNDER = "I am under the influence of alcohol or drugs.";

afterEach(() => {
  Reflect.deleteProperty(navigator, "geolocation");
});

describe("/driver/set-status", () => {
  it("posts the influence record, then the online record, exactly, and returns home", async () => {
    const geolocation = mockGeolocation({ coords: HERE });
    const { create } = mount();
    const user = userEvent.setup();
    expect(
      await screen.findByText("Location found: 39.96123, -82.99888."),
    ).toBeInTheDocument();
    expect(geolocation).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      expect.objectContaining({ timeout: 20_000 }),
    );
    expect(document.title).toBe("Go online · NEMT Portal");
    const submit = screen.getByRole("button", { name: "Go Online" });
    // Nothing is stated for the driver: the statement must be explicit.
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: NOT_UNDER }));
    await user.click(submit);
    expect(await screen.findByText("home")).toBeInTheDocument();
    expect(
      create.mock.calls.map(([resource, { data }]) => [resource, data]),
    ).toEqual([
      [
        INFLUENCE,
        { driverId: DRIVER, ...HERE, underTheInfluenceStatus: false },
      ],
      [ONLINE, { driverId: DRIVER, ...HERE, onlineStatus: true }],
    ]);
    expect(
      await screen.findByText("New Influence Status Record added."),
    ).toBeInTheDocument();
  });

  it("records a statement of being under the influence and does not put the driver online", async () => {
    mockGeolocation({ coords: HERE });
    const { create } = mount();
    const user = userEvent.setup();
    await screen.findByText(/Location found/);
    await user.click(screen.getByRole("radio", { name: UNDER }));
    await user.click(screen.getByRole("button", { name: "Go Online" }));
    expect(
      await screen.findByText(
        "Your statement that you are under the influence of alcohol or drugs has been recorded. You have not been put online. Do not drive, and contact your dispatcher.",
      ),
    ).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(INFLUENCE, {
      data: { driverId: DRIVER, ...HERE, underTheInfluenceStatus: true },
    });
    expect(screen.getByRole("button", { name: "Go Online" })).toBeDisabled();
    expect(screen.queryByText("home")).not.toBeInTheDocument();
  });

  it("says so when location access is denied, and tries again on request", async () => {
    const geolocation = mockGeolocation({ code: 1 }, { coords: HERE });
    const { create } = mount();
    const user = userEvent.setup();
    expect(
      await screen.findByText(
        "Location access was denied. Allow this site to use your location in your browser settings, then try again.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: NOT_UNDER }));
    expect(screen.getByRole("button", { name: "Go Online" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(/Location found/)).toBeInTheDocument();
    expect(geolocation).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("button", { name: "Go Online" })).toBeEnabled();
    expect(create).not.toHaveBeenCalled();
  });

  it("tells apart an unavailable position and a timeout", async () => {
    mockGeolocation({ code: 2 }, { code: 3 });
    mount();
    const user = userEvent.setup();
    expect(
      await screen.findByText(
        "Your location could not be determined. Check that location services are on, then try again.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByText(
        "Finding your location took too long. Try again.",
      ),
    ).toBeInTheDocument();
  });

  it("explains itself to a driver without a driver record, without asking for the position", async () => {
    const geolocation = mockGeolocation({ coords: HERE });
    mount(false);
    expect(
      await screen.findByText(
        "Your account is not linked to a driver record yet. Ask a data administrator to link it.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Go Online" }),
    ).not.toBeInTheDocument();
    expect(geolocation).not.toHaveBeenCalled();
  });

  it("says so when the browser cannot share a position", async () => {
    mount();
    expect(
      await screen.findByText(
        "This browser cannot share your location, so you cannot go online from it.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Try again" }),
    ).not.toBeInTheDocument();
  });

  it("shows the server's refusal to go online after a statement of being under the influence (409)", async () => {
    mockGeolocation({ coords: HERE });
    const { create } = mount();
    // The influence record passes; the online record meets the day's standing statement (issue 8).
    create.mockResolvedValueOnce({ data: { id: "i1" } }).mockRejectedValueOnce(
      new HttpError(M.underTheInfluenceToday, 409, {
        code: 409,
        message: M.underTheInfluenceToday,
      }),
    );
    const user = userEvent.setup();
    await screen.findByText(/Location found/);
    await user.click(screen.getByRole("radio", { name: NOT_UNDER }));
    await user.click(screen.getByRole("button", { name: "Go Online" }));
    expect(
      // After the influence record's success toast.
      await screen.findByText(new RegExp(M.underTheInfluenceToday), undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(2);
    expect(screen.queryByText("home")).not.toBeInTheDocument();
  });

  it("shows a failed submission and stays on the page", async () => {
    mockGeolocation({ coords: HERE });
    const { create } = mount();
    create.mockRejectedValueOnce(
      new Error(
        "Failed to submit Influence Status Record data: The database is not answering.",
      ),
    );
    const user = userEvent.setup();
    await screen.findByText(/Location found/);
    await user.click(screen.getByRole("radio", { name: NOT_UNDER }));
    await user.click(screen.getByRole("button", { name: "Go Online" }));
    expect(
      await screen.findByText(
        "Failed to submit Influence Status Record data: The database is not answering.",
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Go Online" })).toBeEnabled(),
    );
    expect(create).toHaveBeenCalledTimes(1);
  });
});
