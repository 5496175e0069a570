import { driverUpsertSchema } from "../../domain/schemas/driver";
import { AttributeInputs } from "../../src/widgets/attributes/AttributeInputs";
import { useAttributeResourceForm } from "../../src/widgets/attributes/useAttributeForm";
import { ResourceForm } from "../../src/forms/ResourceForm";
import { DriverInputs } from "./DriverInputs";
import type { DriverRow } from "./driverModel";
import { toDriverForm } from "./driverModel";

/**
 * The driver form of both shells, validated with the server's own upsert schema; server field
 * errors (unknown account, taken license number) land next to their inputs.
 */
export function DriverForm() {
  const form = useAttributeResourceForm(
    "driver",
    driverUpsertSchema,
    toDriverForm,
  );
  return (
    <ResourceForm<DriverRow> {...form}>
      <DriverInputs />
      <AttributeInputs entityType="driver" />
    </ResourceForm>
  );
}
