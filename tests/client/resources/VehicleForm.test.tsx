/**
 * Slow (several seconds a file) because each test mounts the whole admin shell in jsdom and types and
 * clicks through MUI inputs with user-event, as a person would; the list and form behaviour under test
 * lives in that shell, so a lighter mount would test something else.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { VIN_MESSAGES } from "../../../domain/vin";
import { toHttpError } from "../../../providers/httpClient";
import { buildVehicleRow } from "../../support/rowFactories";
import { RESOURCES } from "../../../src/routes";
import { renderAdmin } from "./renderAdmin";

const LIST = "admin/transport/vehicles";
const vehicles = RESOURCES[LIST];
const ID = "7a1c2e3d-4b5f-4a6b-8c7d-9e0f1a2b3c41";

const row = buildVehicleRow({ id: ID });

const mount = (
  at: string,
  dataProvider: Parameters<typeof renderAdmin>[0]["dataProvider"],
  role: Parameters<typeof renderAdmin>[0]["role"] = "dataadmin",
) => renderAdmin({ at, dataProvider, role, resources: { [LIST]: vehicles } });

async function fillNewVehicle(vin: string) {
  const user = userEvent.setup();
  await user.type(
    await screen.findByLabelText("License plate", {}, { timeout: 5000 }),
    "nmt 7",
  );
  await user.type(screen.getByLabelText(/^VIN/), vin);
  await user.type(screen.getByLabelText("Make"), "Ford");
  await user.type(screen.getByLabelText("Model"), "Transit");
  return user;
}

describe("Vehicle create and edit", () => {
  it("names a VIN's problem next to the field and sends nothing", async () => {
    const create = vi.fn();
    mount("/admin/transport/vehicle/create", { create });
    const user = await fillNewVehicle("1HGCM82643A004352");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^VIN/)).toHaveAccessibleDescription(
        VIN_MESSAGES.checkDigit,
      ),
    );
    const vin = screen.getByLabelText(/^VIN/);
    await user.clear(vin);
    await user.type(vin, "1HGCM82633AO04352");
    await waitFor(() =>
      expect(vin).toHaveAccessibleDescription(VIN_MESSAGES.characters),
    );
    expect(create).not.toHaveBeenCalled();
  });

  it("creates a vehicle, then opens its documents page to upload one", async () => {
    const create = vi.fn().mockResolvedValue({ data: row });
    const getOne = vi.fn().mockResolvedValue({ data: row });
    const getList = vi.fn().mockResolvedValue({ data: [], total: 0 });
    mount("/admin/transport/vehicle/create", { create, getOne, getList });
    const user = await fillNewVehicle(" 1hgcm82633a004352");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Documents of NMT 7 · Ford Transit",
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText("New Vehicle added.")).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      LIST,
      expect.objectContaining({
        data: expect.objectContaining({
          licensePlate: "NMT 7",
          vin: "1HGCM82633A004352",
          make: "Ford",
          model: "Transit",
          status: "active",
          capacity: 4,
        }),
      }),
    );
    expect(screen.getByRole("button", { name: "Upload" })).toBeInTheDocument();
    expect(await screen.findByText("No documents yet.")).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      "admin/transport/vehicle-documents",
      expect.objectContaining({ filter: { vehicleId: ID } }),
    );
  });

  it("shows a 409 from the server next to the license plate", async () => {
    const message = "A vehicle with this license plate already exists.";
    const create = vi.fn().mockRejectedValue(
      toHttpError(409, {
        message,
        errors: [{ field: "licensePlate", message }],
      }),
    );
    mount("/admin/transport/vehicle/create", { create });
    const user = await fillNewVehicle("1HGCM82633A004352");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(
        screen.getByLabelText("License plate"),
      ).toHaveAccessibleDescription(message),
    );
  });

  it("edits at upsert/:id and goes back to the vehicle with 'Vehicle updated.'", async () => {
    const getOne = vi.fn().mockResolvedValue({ data: row });
    const update = vi
      .fn()
      .mockResolvedValue({ data: { ...row, status: "maintenance" } });
    const getList = vi.fn().mockResolvedValue({ data: [], total: 0 });
    mount(`/admin/transport/vehicle/upsert/${ID}`, { getOne, update, getList });
    const user = userEvent.setup();
    await screen.findByDisplayValue("NMT 7", {}, { timeout: 5000 });
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(
      await screen.findByRole("option", { name: "In maintenance" }),
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Vehicle updated.")).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      LIST,
      expect.objectContaining({
        id: ID,
        data: expect.objectContaining({
          vehicleId: ID,
          status: "maintenance",
          insuranceExpiresOn: "2031-01-31",
        }),
      }),
    );
    // Back on the vehicle's page, whose documents section links to the documents page.
    expect(
      await screen.findByRole("link", { name: "Upload and manage documents" }),
    ).toHaveAttribute("href", `/admin/transport/vehicle/documents/${ID}`);
  });

  it("refuses the form to a driver (view-vehicles only)", async () => {
    mount("/admin/transport/vehicle/create", {}, "driver");
    expect(
      await screen.findByText(
        "You don't have the right permissions to access this page",
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});
