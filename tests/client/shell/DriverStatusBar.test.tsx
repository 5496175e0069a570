import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toasts } from "../../../src/layout/Toasts";
import { DriverStatusBar } from "../../../src/layout/DriverStatusBar";
import { DriverStatusSlot } from "../../../src/layout/DriverStatusSlot";
import { buildUserWithRole, storeSession } from "../../support/factories";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const ONLINE = "admin/transport/online-status-records";
const DRIVER = "7a1c2e3f-0000-4000-8000-000000000001";
const NOW = new Date("2025-03-10T15:00:00.000Z");

const record = (onlineStatus: boolean, createdAt: string) => ({
  id: "r1",
  onlineStatusRecordId: "r1",
  driverId: DRIVER,
  latitude: 39.96,
  longitude: -82.99,
  onlineStatus,
  createdAt,
  updatedAt: createdAt,
});

function provider(latest: ReturnType<typeof record> | null) {
  return {
    getList: vi.fn().mockResolvedValue({
      data: latest ? [latest] : [],
      total: latest ? 1 : 0,
    }),
    create: vi.fn().mockImplementation((_r, { data }) =>
      Promise.resolve({
        data: { ...record(false, NOW.toISOString()), ...data, id: "r2" },
      }),
    ),
  };
}

type Provider = ReturnType<typeof provider>;

function mountSlot(
  dataProvider: Provider,
  role: "driver" | "dataadmin" = "driver",
  linked = true,
) {
  storeSession(
    buildUserWithRole(role, {
      driverDetail: linked ? { driverId: DRIVER } : null,
    }),
  );
  return renderWithAdmin(
    <>
      <DriverStatusSlot />
      <Toasts />
    </>,
    { dataProvider: dataProvider as never },
  );
}

/** Lets promises and zero-delay timers run without moving the fake clock. */
async function settle() {
  for (let i = 0; i < 10; i++)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("Driver status bar", () => {
  it("shows Online and Time Online as H:MM since the record, updated every minute", async () => {
    vi.useFakeTimers({ now: NOW });
    const dp = provider(record(true, "2025-03-10T13:55:00.000Z"));
    mountSlot(dp);
    await settle();
    expect(
      screen.getByRole("region", { name: "Driver status" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Online")).toBeInTheDocument();
    expect(screen.getByText("Time Online: 1:05")).toBeInTheDocument();
    // §7 latest-status lookup: page size 1, createdAt descending, the driver's own id.
    expect(dp.getList).toHaveBeenCalledWith(
      ONLINE,
      expect.objectContaining({
        pagination: { page: 1, perPage: 1 },
        sort: { field: "createdAt", order: "DESC" },
        filter: { driverId: DRIVER },
      }),
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.getByText("Time Online: 1:06")).toBeInTheDocument();
  });

  it("Go Offline posts onlineStatus false at zero coordinates, then reloads after 750 ms", async () => {
    vi.useFakeTimers({ now: NOW });
    const dp = provider(record(true, "2025-03-10T14:00:00.000Z"));
    const reload = vi.fn();
    storeSession(
      buildUserWithRole("driver", { driverDetail: { driverId: DRIVER } }),
    );
    renderWithAdmin(
      <>
        <DriverStatusBar driverId={DRIVER} reload={reload} />
        <Toasts />
      </>,
      { dataProvider: dp as never },
    );
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Go Offline" }));
    await settle();
    expect(dp.create).toHaveBeenCalledTimes(1);
    expect(dp.create).toHaveBeenCalledWith(
      ONLINE,
      expect.objectContaining({
        data: {
          driverId: DRIVER,
          latitude: 0,
          longitude: 0,
          onlineStatus: false,
        },
      }),
    );
    expect(
      screen.getByText("New Online Status Record added."),
    ).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(749);
    });
    expect(reload).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows Offline when the latest record says so, and Go Online opens /driver/set-status", async () => {
    mountSlot(provider(record(false, "2025-03-10T14:00:00.000Z")));
    expect(await screen.findByText("Offline")).toBeInTheDocument();
    expect(screen.queryByText(/Time Online/)).not.toBeInTheDocument();
    const goOnline = screen.getByRole("link", { name: "Go Online" });
    expect(goOnline).toHaveAttribute("href", "/driver/set-status");
    await userEvent.click(goOnline);
    expect(await screen.findByText("elsewhere")).toBeInTheDocument();
  });

  it("is Offline for a driver who never went online", async () => {
    mountSlot(provider(null));
    expect(await screen.findByText("Offline")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go Online" })).toBeInTheDocument();
  });

  it("explains itself to a driver without a driver record, without looking anything up", async () => {
    const dp = provider(null);
    mountSlot(dp, "driver", false);
    expect(
      await screen.findByText(
        "Your account is not linked to a driver record yet. Ask a data administrator to link it.",
      ),
    ).toBeInTheDocument();
    expect(dp.getList).not.toHaveBeenCalled();
  });

  it("is not shown to other roles", async () => {
    const dp = provider(null);
    mountSlot(dp, "dataadmin");
    await act(async () => {});
    expect(
      screen.queryByRole("region", { name: "Driver status" }),
    ).not.toBeInTheDocument();
    expect(dp.getList).not.toHaveBeenCalled();
  });
});
