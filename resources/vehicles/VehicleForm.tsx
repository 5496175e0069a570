import { vehicleUpsertSchema } from "../../domain/schemas/vehicle";
import { AttributeInputs } from "../../src/widgets/attributes/AttributeInputs";
import { useAttributeResourceForm } from "../../src/widgets/attributes/useAttributeForm";
import { ResourceForm } from "../../src/forms/ResourceForm";
import { VehicleInputs } from "./VehicleInputs";
import type { VehicleRow } from "./vehicleModel";
import { toVehicleForm } from "./vehicleModel";

/**
 * The vehicle form of both shells, validated with the server's own upsert schema: a mistyped VIN is
 * named (characters, length or check digit) under its field before anything is sent.
 */
export function VehicleForm() {
  const form = useAttributeResourceForm(
    "vehicle",
    vehicleUpsertSchema,
    toVehicleForm,
  );
  return (
    <ResourceForm<VehicleRow> {...form}>
      <VehicleInputs />
      <AttributeInputs entityType="vehicle" />
    </ResourceForm>
  );
}
