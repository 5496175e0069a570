/** Data shaping for the vehicles admin: form defaults and values, labels, file sizes (the CSV is the server's). */
import type { Vehicle, VehicleUpsert } from "../../domain/schemas/vehicle";
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

/** File sizes in the documents table (src/widgets/documents), kept importable from here. */
export { formatBytes } from "../../src/widgets/documents/formatBytes";
