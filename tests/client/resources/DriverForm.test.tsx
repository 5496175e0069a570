import "../../support/datePicker";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DRIVER_MESSAGES } from "../../../domain/schemas/driver";
import { toHttpError } from "../../../providers/httpClient";
import { RESOURCES } from "../../../src/routes";
import type { DriverRow } from "../../../resources/drivers/driverModel";
import { buildDriverRow } from "../../support/rowFactories";
import { renderAdmin } from "./renderAdmin";
import { fixClock } from "../../support/fixedClock";

// The calendar opens on the clock's month: a fixed day, so the chosen day is known.
fixClock("2026-03-04T12:00:00");

const LIST = "admin/transport/drivers";
const drivers = RESOURCES[LIST];
const ACCOUNT = "7a1c2e3f-0000-4000-8000-0000000000aa";
const account = {
  id: ACCOUNT,
  userId: ACCOUNT,
  firstName: "Dev",
  lastName: "Driver",
  email: "driver@example.com",
  roles: [{ roleCode: "driver" }],
};
const userCalls = {
  getList: vi.fn().mockResolvedValue({ data: [account], total: 1 }),
  getMany: vi.fn().mockResolvedValue({ data: [account] }),
};

const mount = (
  at: string,
  dataProvider: Parameters<typeof renderAdmin>[0]["dataProvider"],
) =>
  renderAdmin({
    at,
    dataProvider: { ...userCalls, ...dataProvider },
    role: "dataadmin",
    resources: { [LIST]: drivers },
  });

const SLOW = { timeout: 5000 };

const buildRow = (overrides: Partial<DriverRow> = {}) =>
  buildDriverRow({
    id: "7a1c2e3f-0000-4000-8000-000000000001",
    phone: null,
    ...overrides,
  });

/** Types into a text input in one change (keystroke by keystroke is slow in a form this size). */
const fill = (input: HTMLElement, value: string) =>
  fireEvent.change(input, { target: { value } });

describe("Driver create and edit", () => {
  it("validates with the shared schema, each message under its field", async () => {
    const create = vi.fn();
    mount("/admin/transport/driver/create", { create });
    const user = userEvent.setup();
    fill(await screen.findByLabelText("First name", undefined, SLOW), "Dana");
    fill(screen.getByLabelText("License number"), "??");
    fill(screen.getByLabelText("License state"), "Ohio");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(
        screen.getByLabelText("License number"),
      ).toHaveAccessibleDescription(DRIVER_MESSAGES.licenseNumber),
    );
    expect(screen.getByLabelText("Last name")).toHaveAccessibleDescription(
      "This field is required.",
    );
    expect(screen.getByLabelText("License state")).toHaveAccessibleDescription(
      DRIVER_MESSAGES.licenseState,
    );
    expect(
      screen.getByRole("textbox", { name: "License expires on" }),
    ).toHaveAccessibleDescription("This field is required.");
    expect(create).not.toHaveBeenCalled();
  });

  it("creates with a date from the picker and says 'New Driver added.'", async () => {
    const create = vi
      .fn()
      .mockImplementation((_r, { data }) =>
        Promise.resolve({ data: { ...buildRow(), ...data } }),
      );
    mount("/admin/transport/driver/create", {
      create,
      getList: vi.fn().mockResolvedValue({ data: [], total: 0 }),
    });
    const user = userEvent.setup();
    fill(await screen.findByLabelText("First name", undefined, SLOW), "Dana");
    fill(screen.getByLabelText("Last name"), "Able");
    fill(screen.getByLabelText("License number"), "oh-77");
    await user.click(
      screen.getByRole("textbox", { name: "License expires on" }),
    );
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("gridcell", { name: "15" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("New Driver added.")).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      LIST,
      expect.objectContaining({
        data: expect.objectContaining({
          firstName: "Dana",
          lastName: "Able",
          licenseNumber: "OH-77",
          licenseClass: "D",
          licenseExpiresOn: "2026-03-15",
          userId: null,
          status: "active",
        }),
      }),
    );
  });

  it("edits at upsert/:id and shows a server 409 next to the field", async () => {
    const row = buildRow({ userId: ACCOUNT });
    const update = vi.fn().mockRejectedValue(
      toHttpError(409, {
        message: DRIVER_MESSAGES.licenseTaken,
        errors: [
          { field: "licenseNumber", message: DRIVER_MESSAGES.licenseTaken },
        ],
      }),
    );
    mount(`/admin/transport/driver/upsert/${row.id}`, {
      getOne: vi.fn().mockResolvedValue({ data: row }),
      update,
    });
    const user = userEvent.setup();
    const number = await screen.findByDisplayValue("OH1001", undefined, SLOW);
    expect(
      screen.getByRole("textbox", { name: "License expires on" }),
    ).toHaveValue("2030-01-01");
    expect(
      await screen.findByDisplayValue("Dev Driver (driver@example.com)"),
    ).toBeInTheDocument();
    fill(number, "OH2002");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(
        screen.getByLabelText("License number"),
      ).toHaveAccessibleDescription(DRIVER_MESSAGES.licenseTaken),
    );
    expect(update).toHaveBeenCalledWith(
      LIST,
      expect.objectContaining({
        id: row.id,
        data: expect.objectContaining({
          driverId: row.driverId,
          licenseNumber: "OH2002",
          userId: ACCOUNT,
          hireDate: "2020-03-01",
        }),
      }),
    );
  });

  it("offers an undoable delete in the edit toolbar", async () => {
    const row = buildRow();
    mount(`/admin/transport/driver/upsert/${row.id}`, {
      getOne: vi.fn().mockResolvedValue({ data: row }),
      getList: vi.fn().mockResolvedValue({ data: [row], total: 1 }),
    });
    const user = userEvent.setup();
    await screen.findByDisplayValue("OH1001", undefined, SLOW);
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Driver deleted.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Undo" })).toBeInTheDocument();
  });
});
