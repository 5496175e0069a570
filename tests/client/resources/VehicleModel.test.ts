import { describe, expect, it } from "vitest";
import { buildVehicleRow } from "../../support/rowFactories";
import {
  formatBytes,
  toVehicleForm,
  vehicleDefaults,
  vehicleLabel,
} from "../../../resources/vehicles/vehicleModel";
import { uploadProblem } from "../../../domain/schemas/vehicleDocument";

const row = buildVehicleRow({ id: "v1", status: "maintenance" });

describe("vehicleModel", () => {
  it("starts a new vehicle from this year's model, active, four seats", () => {
    expect(vehicleDefaults(new Date("2026-05-01T00:00:00Z"))).toMatchObject({
      year: 2026,
      capacity: 4,
      status: "active",
      wheelchairAccessible: false,
      insuranceExpiresOn: null,
    });
    expect(toVehicleForm(undefined).licensePlate).toBe("");
  });

  it("turns a row into the upsert body the form edits", () => {
    expect(toVehicleForm(row)).toEqual({
      id: "v1",
      vehicleId: "v1",
      licensePlate: "NMT 7",
      vin: "1HGCM82633A004352",
      make: "Ford",
      model: "Transit",
      year: 2021,
      capacity: 8,
      wheelchairAccessible: true,
      stretcherCapable: false,
      insuranceExpiresOn: "2031-01-31",
      registrationExpiresOn: null,
      status: "maintenance",
    });
    expect(vehicleLabel(row)).toBe("NMT 7 · Ford Transit");
  });

  it("formats file sizes", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(1234)).toBe("1.2 KB");
    expect(formatBytes(10 * 1024 * 1024)).toBe("10 MB");
    expect(formatBytes(3.5 * 1024 * 1024)).toBe("3.5 MB");
  });

  it("checks a chosen file like the server's limits", () => {
    expect(
      uploadProblem({ size: 10 * 1024 * 1024, type: "application/pdf" }),
    ).toBeNull();
    expect(
      uploadProblem({ size: 10 * 1024 * 1024 + 1, type: "application/pdf" }),
    ).toBe("tooLarge");
    expect(uploadProblem({ size: 10, type: "image/gif" })).toBe("wrongType");
    expect(uploadProblem({ size: 10, type: "" })).toBe("wrongType");
    expect(uploadProblem({ size: 0, type: "image/png" })).toBe("empty");
  });
});
