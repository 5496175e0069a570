/**
 * Slow (several seconds a file) because each test mounts the whole admin shell in jsdom and types and
 * clicks through MUI inputs with user-event, as a person would; the list and form behaviour under test
 * lives in that shell, so a lighter mount would test something else.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { DriverRow } from "../../../resources/drivers/driverModel";
import { buildDriverRow } from "../../support/rowFactories";
import { RESOURCES } from "../../../src/routes";
import { renderAdmin } from "./renderAdmin";

const LIST = "admin/transport/drivers";
// Mounted as the app mounts it: lazily, with create, upsert and show under admin/transport/driver.
const drivers = RESOURCES[LIST];
const ID_1 = "7a1c2e3f-0000-4000-8000-000000000001";
const ID_2 = "7a1c2e3f-0000-4000-8000-000000000002";
const ID_3 = "7a1c2e3f-0000-4000-8000-000000000003";
const ACCOUNT = "7a1c2e3f-0000-4000-8000-0000000000aa";

const buildRow = (overrides: Partial<DriverRow> = {}) =>
  buildDriverRow({ id: ID_1, ...overrides });

const rows = [
  buildRow({ userId: ACCOUNT }),
  buildRow({
    id: ID_2,
    firstName: "Ben",
    lastName: "Baker",
    licenseNumber: "OH1002",
    cprCertifiedUntil: "2025-02-01",
    credentialsExpireOn: "2025-02-01",
    credentialsState: "expiringSoon",
    status: "on_leave",
  }),
  buildRow({
    id: ID_3,
    firstName: "Cleo",
    lastName: "Cole",
    licenseNumber: "OH1003",
    licenseExpiresOn: "2024-12-01",
    credentialsExpireOn: "2024-12-01",
    credentialsState: "expired",
    status: "inactive",
  }),
];

const users = [
  {
    id: ACCOUNT,
    userId: ACCOUNT,
    firstName: "Dev",
    lastName: "Driver",
    email: "driver@example.com",
    roles: [{ roleCode: "driver" }],
  },
];

const mount = (
  dataProvider: Parameters<typeof renderAdmin>[0]["dataProvider"],
) =>
  renderAdmin({
    at: "/admin/transport/drivers",
    dataProvider,
    role: "dataadmin",
    resources: { [LIST]: drivers },
  });

const provider = () => ({
  getList: vi.fn().mockResolvedValue({ data: rows, total: 3 }),
  getMany: vi.fn().mockResolvedValue({ data: users }),
});

const rowOf = (text: string) => screen.getByText(text).closest("tr")!;

describe("DriverList", () => {
  it("lists the columns, sorted by last name on the server, 10 a page", async () => {
    const dp = provider();
    mount(dp);
    // The first mount also loads the lazy resource module.
    expect(
      await screen.findByText("Dana Able", undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const headers = screen
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual([
      "",
      "Name",
      "License number",
      "License class",
      "Credentials expire on",
      "License expires on",
      "Hire date",
      "Status",
      "User account",
      "Phone",
      "Edit",
    ]);
    expect(dp.getList).toHaveBeenCalledWith(
      LIST,
      expect.objectContaining({
        sort: { field: "lastName", order: "ASC" },
        pagination: { page: 1, perPage: 10 },
      }),
    );
    // The linked account by name, fetched once for the page.
    expect(
      await within(rowOf("Dana Able")).findByText("Dev Driver"),
    ).toBeInTheDocument();
    expect(dp.getMany).toHaveBeenCalledTimes(1);
    expect(
      within(rowOf("Ben Baker")).getByText("On leave"),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Edit" })[1]).toHaveAttribute(
      "href",
      `/admin/transport/driver/upsert/${ID_2}`,
    );
    expect(screen.getByRole("link", { name: "Create" })).toHaveAttribute(
      "href",
      "/admin/transport/driver/create",
    );
    expect(screen.getByRole("button", { name: "Export" })).toBeEnabled();
  });

  it("flags credentials expired or expiring within 30 days, and only those", async () => {
    mount(provider());
    await screen.findByText("Dana Able");
    expect(
      within(rowOf("Ben Baker")).getByText("Expires within 30 days"),
    ).toBeInTheDocument();
    expect(within(rowOf("Cleo Cole")).getByText("Expired")).toBeInTheDocument();
    const able = rowOf("Dana Able");
    expect(within(able).queryByText("Expired")).not.toBeInTheDocument();
    expect(
      within(able).queryByText("Expires within 30 days"),
    ).not.toBeInTheDocument();
  });

  it("filters on the server by credentials expiring within 30 days", async () => {
    const dp = provider();
    mount(dp);
    await screen.findByText("Dana Able");
    await userEvent.click(
      screen.getByRole("switch", {
        name: "Credentials expiring within 30 days",
      }),
    );
    await waitFor(() =>
      expect(dp.getList).toHaveBeenLastCalledWith(
        LIST,
        expect.objectContaining({
          filter: { credentialsExpiringWithinDays: 30 },
        }),
      ),
    );
  });

  it("sorts by a column on the server", async () => {
    const dp = provider();
    mount(dp);
    await screen.findByText("Dana Able");
    await userEvent.click(
      screen.getByRole("button", {
        name: "Sort by credentials expire on ascending",
      }),
    );
    await waitFor(() =>
      expect(dp.getList).toHaveBeenLastCalledWith(
        LIST,
        expect.objectContaining({
          sort: { field: "credentialsExpireOn", order: "ASC" },
        }),
      ),
    );
  });

  it("changes the status of the selected drivers, with Undo", async () => {
    mount(provider());
    await screen.findByText("Dana Able");
    const user = userEvent.setup();
    await user.click(within(rowOf("Ben Baker")).getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Mark inactive" }));
    expect(await screen.findByText("Driver updated.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Undo" })).toBeInTheDocument();
  });

  it("shows the empty state with an invitation to add a driver", async () => {
    mount({ getList: vi.fn().mockResolvedValue({ data: [], total: 0 }) });
    expect(await screen.findByText("No drivers yet.")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Add the first driver to assign trips and track credentials.",
      ),
    ).toBeInTheDocument();
  });

  it("shows the dashboard's online filter as an input, and sends it (issue 29)", async () => {
    const dp = provider();
    renderAdmin({
      at: `/admin/transport/drivers?filter=${encodeURIComponent(JSON.stringify({ online: true }))}`,
      dataProvider: dp,
      role: "dataadmin",
      resources: { [LIST]: drivers },
    });
    await screen.findByText("Dana Able");
    expect(dp.getList).toHaveBeenLastCalledWith(
      LIST,
      expect.objectContaining({ filter: { online: true } }),
    );
    expect(
      screen.getByRole("combobox", { name: "Online now" }),
    ).toHaveTextContent("Yes");
  });
});
