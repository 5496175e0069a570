import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { FacilityRow } from "../../../resources/facilities/facilityModel";
import { RESOURCES } from "../../../src/routes";
import { buildFacilityRow } from "../../support/rowFactories";
import { renderAdmin } from "./renderAdmin";

// The resource module loads lazily, as in the app: allow for a busy test runner.
configure({ asyncUtilTimeout: 5000 });

const LIST = "admin/transport/facilities";
// Mounted as the app mounts it: lazily, with the show and edit screens under admin/transport/facility.
const facilities = RESOURCES[LIST];
const ID_1 = "0b6f1c1e-3d2a-4c5b-8e9f-1a2b3c4d5e61";
const ID_2 = "0b6f1c1e-3d2a-4c5b-8e9f-1a2b3c4d5e62";

const buildRow = (overrides: Partial<FacilityRow> = {}) =>
  buildFacilityRow({ id: ID_1, ...overrides });

const rows = [
  buildRow(),
  buildRow({
    id: ID_2,
    facilityName: "St. Vincent Regional Hospital",
    facilityType: "hospital",
    addressLine2: null,
    city: "Columbus",
    billingContactName: null,
  }),
];

const mount = (
  dataProvider: Parameters<typeof renderAdmin>[0]["dataProvider"],
) =>
  renderAdmin({
    at: "/admin/transport/facilities",
    dataProvider,
    role: "dataadmin",
    resources: { [LIST]: facilities },
  });

describe("FacilityList", () => {
  it("lists name, type in words, address and phone, sorted by name on the server", async () => {
    const getList = vi.fn().mockResolvedValue({ data: rows, total: 2 });
    mount({ getList });
    expect(await screen.findByText("Riverside Care Home")).toBeInTheDocument();
    expect(screen.getByText("Facility")).toBeInTheDocument();
    expect(screen.getByText("Hospital")).toBeInTheDocument();
    expect(
      screen.getByText("12 Elm St, Suite 4, Dublin, OH 43017"),
    ).toBeInTheDocument();
    expect(screen.getAllByText("(614) 555-0199")).toHaveLength(2);
    expect(getList).toHaveBeenCalledWith(
      LIST,
      expect.objectContaining({
        sort: { field: "facilityName", order: "ASC" },
        pagination: { page: 1, perPage: 10 },
      }),
    );
    expect(screen.getByRole("link", { name: "Create" })).toHaveAttribute(
      "href",
      "/admin/transport/facility/create",
    );
    expect(screen.getAllByRole("link", { name: "Edit" })[1]).toHaveAttribute(
      "href",
      `/admin/transport/facility/upsert/${ID_2}`,
    );
    expect(screen.getByRole("button", { name: "Export" })).toBeEnabled();
  });

  it("sends the type filter and the search term to the server", async () => {
    const getList = vi.fn().mockResolvedValue({ data: rows, total: 2 });
    mount({ getList });
    const user = userEvent.setup();
    await screen.findByText("Riverside Care Home");
    await user.click(screen.getByRole("combobox", { name: "Type" }));
    await user.click(await screen.findByRole("option", { name: "Hospital" }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        LIST,
        expect.objectContaining({ filter: { facilityType: "hospital" } }),
      ),
    );
    await user.type(screen.getByPlaceholderText("Search"), "river");
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        LIST,
        expect.objectContaining({
          filter: { facilityType: "hospital", q: "river" },
        }),
      ),
    );
  });

  it("sorts by a column on the server", async () => {
    const getList = vi.fn().mockResolvedValue({ data: rows, total: 2 });
    mount({ getList });
    const user = userEvent.setup();
    await screen.findByText("Riverside Care Home");
    await user.click(
      screen.getByRole("button", { name: "Sort by city ascending" }),
    );
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        LIST,
        expect.objectContaining({ sort: { field: "city", order: "ASC" } }),
      ),
    );
  });

  it("opens the facility's page on a row click", async () => {
    const getList = vi.fn().mockResolvedValue({ data: rows, total: 2 });
    const getOne = vi.fn().mockResolvedValue({ data: rows[1] });
    const getManyReference = vi.fn().mockResolvedValue({ data: [], total: 0 });
    mount({ getList, getOne, getManyReference });
    const user = userEvent.setup();
    await user.click(await screen.findByText("St. Vincent Regional Hospital"));
    expect(
      await screen.findByRole("tab", { name: "Details" }),
    ).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith(
      LIST,
      expect.objectContaining({ id: ID_2 }),
    );
  });

  it("deletes the selected facilities with an undo", async () => {
    const getList = vi.fn().mockResolvedValue({ data: rows, total: 2 });
    const deleteMany = vi.fn().mockResolvedValue({ data: [ID_1] });
    mount({ getList, deleteMany });
    const user = userEvent.setup();
    const row = (await screen.findByText("Riverside Care Home")).closest("tr");
    await user.click(within(row as HTMLElement).getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Facility deleted.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Undo" })).toBeInTheDocument();
    // Undoable: nothing is sent until the toast closes.
    expect(deleteMany).not.toHaveBeenCalled();
  });

  it("shows the empty state with a way to add the first facility", async () => {
    mount({ getList: vi.fn().mockResolvedValue({ data: [], total: 0 }) });
    expect(await screen.findByText("No facilities yet.")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Add the homes, clinics and hospitals whose staff book trips.",
      ),
    ).toBeInTheDocument();
  });
});
