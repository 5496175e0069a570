import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { DataProvider } from "react-admin";
import { describe, expect, it, vi } from "vitest";
import { addDays, todayIso } from "../../../domain/expiry";
import { buildDriverRow } from "../../support/rowFactories";
import { RESOURCES } from "../../../src/routes";
import { renderAdmin } from "./renderAdmin";
import { fixClock } from "../../support/fixedClock";

// Expiries and "today" are the clock's: a fixed day, so the file holds on any date.
fixClock("2026-03-18T12:00:00");

const LIST = "admin/transport/drivers";
const ONLINE = "admin/transport/online-status-records";
const INFLUENCE = "admin/transport/influence-status-records";
const ID = "7a1c2e3f-0000-4000-8000-000000000001";
const ACCOUNT = "7a1c2e3f-0000-4000-8000-0000000000aa";

const row = buildDriverRow({
  id: ID,
  userId: ACCOUNT,
  phone: null,
  licenseExpiresOn: addDays(todayIso(), 400),
  cprCertifiedUntil: addDays(todayIso(), 10),
  wheelchairCertifiedUntil: addDays(todayIso(), -2),
  status: "on_leave",
  credentialsExpireOn: addDays(todayIso(), -2),
  credentialsState: "expired",
});

const onlineRecords = [
  {
    id: "r2",
    onlineStatusRecordId: "r2",
    driverId: ID,
    latitude: 39.9612,
    longitude: -82.9988,
    onlineStatus: true,
    createdAt: "2025-01-03T08:00:00.000Z",
  },
];
const influenceRecords = [
  {
    id: "i1",
    alcoholAndDrugStatusRecordId: "i1",
    driverId: ID,
    latitude: 39.9612,
    longitude: -82.9988,
    underTheInfluenceStatus: false,
    createdAt: "2025-01-03T07:59:00.000Z",
  },
];

function mount() {
  const getManyReference = vi.fn((resource: string) =>
    Promise.resolve(
      resource === ONLINE
        ? { data: onlineRecords, total: 1 }
        : { data: influenceRecords, total: 1 },
    ),
  );
  const getList = vi.fn().mockResolvedValue({ data: onlineRecords, total: 1 });
  renderAdmin({
    at: `/admin/transport/driver/${ID}`,
    dataProvider: {
      getOne: vi.fn().mockResolvedValue({ data: row }),
      getMany: vi.fn().mockResolvedValue({
        data: [
          {
            id: ACCOUNT,
            userId: ACCOUNT,
            firstName: "Dev",
            lastName: "Driver",
          },
        ],
      }),
      getList,
      getManyReference:
        getManyReference as unknown as DataProvider["getManyReference"],
    },
    role: "dataadmin",
    resources: { [LIST]: RESOURCES[LIST] },
  });
  return { getList, getManyReference };
}

describe("DriverShow", () => {
  it("shows details with expiry flags, the linked account and the current status", async () => {
    const { getList } = mount();
    expect(
      await screen.findByText("OH1001", undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      (await screen.findByText("Dev Driver")).closest("a"),
    ).toHaveAttribute("href", `/admin/users/upsert/${ACCOUNT}`);
    expect(screen.getByText("On leave")).toBeInTheDocument();
    expect(screen.getByText("Expires within 30 days")).toBeInTheDocument();
    // The wheelchair certification and, with it, the credentials as a whole.
    expect(screen.getAllByText("Expired")).toHaveLength(2);
    expect(await screen.findByText("Online")).toBeInTheDocument();
    // The same lookup as the status bar (§7).
    expect(getList).toHaveBeenCalledWith(
      ONLINE,
      expect.objectContaining({
        pagination: { page: 1, perPage: 1 },
        sort: { field: "createdAt", order: "DESC" },
        filter: { driverId: ID },
      }),
    );
    expect(screen.getByRole("link", { name: "Edit" })).toHaveAttribute(
      "href",
      `/admin/transport/driver/upsert/${ID}`,
    );
  });

  it("lists the online and influence histories newest first", async () => {
    const { getManyReference } = mount();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole(
        "tab",
        { name: "Online status history" },
        { timeout: 5000 },
      ),
    );
    const online = await screen.findByRole("table");
    expect(within(online).getByText("39.961")).toBeInTheDocument();
    expect(within(online).getByText("Online")).toBeInTheDocument();
    expect(getManyReference).toHaveBeenCalledWith(
      ONLINE,
      expect.objectContaining({
        target: "driverId",
        id: ID,
        sort: { field: "createdAt", order: "DESC" },
        pagination: { page: 1, perPage: 10 },
      }),
    );
    await user.click(
      screen.getByRole("tab", { name: "Alcohol and drug statements" }),
    );
    expect(await screen.findByText("Under the influence")).toBeInTheDocument();
    expect(screen.getByText("No")).toBeInTheDocument();
    expect(getManyReference).toHaveBeenCalledWith(
      INFLUENCE,
      expect.objectContaining({ target: "driverId", id: ID }),
    );
  });
});
