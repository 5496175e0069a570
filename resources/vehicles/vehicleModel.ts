/** Data shaping for the vehicles admin: form defaults and values, labels, CSV rows, file sizes. */
import type { TranslateFunction } from "react-admin";
import type { Vehicle, VehicleUpsert } from "../../domain/schemas/vehicle";
import { vehiclesModule } from "../../domain/modules/vehicles";
import { toFormValues } from "../../src/forms/formValues";

export type VehicleRow = Omit<Vehicle, "_id" | "createdAt" | "updatedAt">;

/** A new vehicle: this year's model with four seats, active, no equipment or dates yet. */
export const vehicleDefaults = (now: Date = new Date()): VehicleUpsert => ({
  licensePlate: "",
  vin: "",
  make: "",
  model: "",
  year: now.getFullYear(),
  capacity: 4,
  wheelchairAccessible: false,
  stretcherCapable: false,
  insuranceExpiresOn: null,
  registrationExpiresOn: null,
  status: "active",
});

/** The form values for a row (src/forms/formValues); a new vehicle starts from the defaults. */
export const toVehicleForm = (
  row: VehicleRow | null | undefined,
): VehicleUpsert & { id?: string } =>
  toFormValues(row, vehicleDefaults(), "vehicleId");

/** "NMT 4410 · Ford Transit": how a vehicle is named in titles and references. */
export const vehicleLabel = (
  v: Pick<VehicleRow, "licensePlate" | "make" | "model">,
) => `${v.licensePlate} · ${v.make} ${v.model}`;

/** One CSV line with the columns an operator reads, headed in words. */
export function vehicleCsvRow(
  v: VehicleRow,
  translate: TranslateFunction,
): Record<string, string | number> {
  const field = (name: string) =>
    translate(vehiclesModule.key(`fields.${name}`));
  const yesNo = (b: boolean) =>
    translate(vehiclesModule.key(`csv.${b ? "yes" : "no"}`));
  return {
    [field("licensePlate")]: v.licensePlate,
    [field("vin")]: v.vin,
    [field("make")]: v.make,
    [field("model")]: v.model,
    [field("year")]: v.year,
    [field("capacity")]: v.capacity,
    [field("wheelchairAccessible")]: yesNo(v.wheelchairAccessible),
    [field("stretcherCapable")]: yesNo(v.stretcherCapable),
    [field("insuranceExpiresOn")]: v.insuranceExpiresOn ?? "",
    [field("registrationExpiresOn")]: v.registrationExpiresOn ?? "",
    [field("status")]: translate(vehiclesModule.key(`statuses.${v.status}`), {
      _: v.status,
    }),
  };
}

/** 1536 → "1.5 KB": file sizes in the documents table (binary units, as file managers show). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}
