/**
 * Slow (several seconds a file) because each test mounts the whole admin shell in jsdom and types and
 * clicks through MUI inputs with user-event, as a person would; the list and form behaviour under test
 * lives in that shell, so a lighter mount would test something else.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { addDays, todayIso } from "../../../domain/expiry";
import type { VehicleRow } from "../../../resources/vehicles/vehicleModel";
import { RESOURCES } from "../../../src/routes";
import { buildVehicleRow } from "../../support/rowFactories";
import { renderAdmin } from "./renderAdmin";
import { fixClock } from "../../support/fixedClock";

// Expiries and "today" are the clock's: a fixed day, so the file holds on any date.
fixClock("2026-03-18T12:00:00");

const LIST = "admin/transport/vehicles";
// Mounted as the app mounts it: lazily, with its record screens under admin/transport/vehicle.
const vehicles = RESOURCES[LIST];
const ID_1 = "7a1c2e3d-4b5f-4a6b-8c7d-9e0f1a2b3c41";
const ID_2 = "7a1c2e3d-4b5f-4a6b-8c7d-9e0f1a2b3c42";
const today = todayIso();

const buildRow = (overrides: Partial<VehicleRow> = {}) =>
  buildVehicleRow({
    id: ID_1,
    licensePlate: "NMT 1001",
    insuranceExpiresOn: addDays(today, 12),
    registrationExpiresOn: addDays(today, 300),
    ...overrides,
  });

const rows = [
  buildRow(),
  buildRow({
    id: ID_2,
    licensePlate: "NMT 2002",
    vin: "JH4KA7561PC008269",
    make: "Toyota",
    model: "Sienna",
    wheelchairAccessible: false,
    insuranceExpiresOn: addDays(today, 200),
    registrationExpiresOn: addDays(today, -4),
    status: "maintenance",
  }),
];

const mount = (
  dataProvider: Parameters<typeof renderAdmin>[0]["dataProvider"],
  at = "/admin/transport/vehicles",
) =>
  renderAdmin({
    at,
    dataProvider,
    role: "dataadmin",
    resources: { [LIST]: vehicles },
  });

describe("VehicleList", () => {
  it("lists plate, make and model, expiry flags and status, sorted by plate on the server", async () => {
    const getList = vi.fn().mockResolvedValue({ data: rows, total: 2 });
    mount({ getList });

    // The first test pays for loading the lazy module.
    const first = (
      await screen.findByText("NMT 1001", {}, { timeout: 5000 })
    ).closest("tr")!;
    expect(within(first).getByText("Ford Transit")).toBeInTheDocument();
    expect(within(first).getByText("2021")).toBeInTheDocument();
    expect(
      within(first).getByText("Expires within 30 days"),
    ).toBeInTheDocument();
    expect(within(first).getByText("Active")).toBeInTheDocument();
    const second = screen.getByText("NMT 2002").closest("tr")!;
    expect(within(second).getByText("Expired")).toBeInTheDocument();
    expect(within(second).getByText("In maintenance")).toBeInTheDocument();

    for (const header of [
      "License plate",
      "Make and model",
      "Insurance expires",
      "Registration expires",
      "Status",
    ])
      expect(
        screen.getByRole("columnheader", { name: new RegExp(header) }),
      ).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      LIST,
      expect.objectContaining({
        sort: { field: "licensePlate", order: "ASC" },
        pagination: { page: 1, perPage: 10 },
      }),
    );
    expect(screen.getByRole("link", { name: "Create" })).toHaveAttribute(
      "href",
      "/admin/transport/vehicle/create",
    );
    expect(
      within(first).getByRole("img", { name: "Wheelchair accessible" }),
    ).toBeInTheDocument();
    expect(
      within(second).queryByRole("img", { name: "Wheelchair accessible" }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export" })).toBeEnabled();
  });

  it("sorts on the server when a column header is clicked", async () => {
    const getList = vi.fn().mockResolvedValue({ data: rows, total: 2 });
    mount({ getList });
    await screen.findByText("NMT 1001", {}, { timeout: 5000 });
    await userEvent.setup().click(
      screen.getByRole("button", {
        name: "Sort by insurance expires ascending",
      }),
    );
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        LIST,
        expect.objectContaining({
          sort: { field: "insuranceExpiresOn", order: "ASC" },
        }),
      ),
    );
  });

  it("filters by status and by 'Expiring within 30 days'", async () => {
    const getList = vi.fn().mockResolvedValue({ data: rows, total: 2 });
    mount({ getList });
    await screen.findByText("NMT 1001", {}, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(
      await screen.findByRole("option", { name: "In maintenance" }),
    );
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        LIST,
        expect.objectContaining({ filter: { status: "maintenance" } }),
      ),
    );
    await user.click(screen.getByRole("button", { name: "Add filter" }));
    await user.click(
      await screen.findByRole("menuitemcheckbox", {
        name: "Expiring within 30 days",
      }),
    );
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        LIST,
        expect.objectContaining({
          filter: { status: "maintenance", expiringWithinDays: 30 },
        }),
      ),
    );
  });

  it("opens the vehicle's page, with its Edit link, on row click", async () => {
    const getList = vi.fn().mockResolvedValue({ data: rows, total: 2 });
    const getOne = vi.fn().mockResolvedValue({ data: rows[1] });
    mount({ getList, getOne });
    await userEvent
      .setup()
      .click(await screen.findByText("NMT 2002", {}, { timeout: 5000 }));
    expect(
      await screen.findByText("JH4KA7561PC008269", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith(
      LIST,
      expect.objectContaining({ id: ID_2 }),
    );
    expect(screen.getByRole("link", { name: "Edit" })).toHaveAttribute(
      "href",
      `/admin/transport/vehicle/upsert/${ID_2}`,
    );
  });

  it("changes the status of the selected vehicles in bulk, undoably", async () => {
    const getList = vi.fn().mockResolvedValue({ data: rows, total: 2 });
    const updateMany = vi.fn().mockResolvedValue({ data: [ID_1, ID_2] });
    mount({ getList, updateMany });
    await screen.findByText("NMT 1001", {}, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: "Select all" }));
    await user.click(screen.getByRole("button", { name: "Set status" }));
    await user.click(await screen.findByRole("menuitem", { name: "Retired" }));
    expect(await screen.findByText("2 vehicles updated.")).toBeInTheDocument();
    // Undoable: the change is sent once the toast has gone without an undo.
    expect(updateMany).not.toHaveBeenCalled();
    await waitFor(
      () =>
        expect(updateMany).toHaveBeenCalledWith(
          LIST,
          expect.objectContaining({
            ids: [ID_1, ID_2],
            data: { status: "retired" },
          }),
        ),
      { timeout: 6000 },
    );
  });

  it("shows the empty state with a way to add the first vehicle", async () => {
    const getList = vi.fn().mockResolvedValue({ data: [], total: 0 });
    mount({ getList });
    expect(
      await screen.findByText("No vehicles yet.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create" })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/admin\/transport\/vehicles?\/create$/),
    );
  });
});
