import { describe, expect, it } from "vitest";
import { latestHireDate } from "../../../domain/schemas/driver";
import { driverUpsertSchema } from "../../../domain/schemas/driver";
import { buildDriverRow } from "../../support/rowFactories";
import {
  driverDefaults,
  toDriverForm,
} from "../../../resources/drivers/driverModel";

const row = buildDriverRow({
  id: "d1",
  userId: "u1",
  email: null,
  licenseClass: "C",
  cprCertifiedUntil: "2025-02-01",
  hireDate: null,
  status: "on_leave",
  credentialsExpireOn: "2025-02-01",
  credentialsState: "expiringSoon",
});

describe("driverModel", () => {
  it("a new driver starts from defaults the schema accepts once the required fields are filled", () => {
    expect(toDriverForm(undefined)).toEqual(driverDefaults);
    const parsed = driverUpsertSchema.safeParse({
      ...driverDefaults,
      firstName: "A",
      lastName: "B",
      licenseNumber: "X1",
      licenseExpiresOn: "2030-01-01",
    });
    expect(parsed.success).toBe(true);
  });

  it("the form edits the upsert body: the row's computed fields are left out", () => {
    const form = toDriverForm(row);
    expect(form).toEqual({
      id: "d1",
      driverId: "d1",
      userId: "u1",
      firstName: "Dana",
      lastName: "Able",
      email: null,
      phone: "(614) 555-0101",
      licenseNumber: "OH1001",
      licenseState: "OH",
      licenseClass: "C",
      licenseExpiresOn: "2030-01-01",
      cprCertifiedUntil: "2025-02-01",
      wheelchairCertifiedUntil: null,
      hireDate: null,
      status: "on_leave",
    });
  });

  it("accepts today as a hire date wherever the user is, never later than tomorrow (UTC)", () => {
    expect(latestHireDate(new Date("2025-03-10T23:30:00Z"))).toBe("2025-03-11");
  });
});
