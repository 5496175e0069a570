import { driverUpsertSchema } from "../../domain/schemas/driver";
import { ResourceForm } from "../../src/forms/ResourceForm";
import { DriverInputs } from "./DriverInputs";
import type { DriverRow } from "./driverModel";
import { toDriverForm } from "./driverModel";

/**
 * The driver form of both shells, validated with the server's own upsert schema; server field
 * errors (unknown account, taken license number) land next to their inputs.
 */
export function DriverForm() {
  return (
    <ResourceForm<DriverRow> schema={driverUpsertSchema} toForm={toDriverForm}>
      <DriverInputs />
    </ResourceForm>
  );
}
