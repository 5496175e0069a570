import { standingOrderUpsertSchema } from "../../domain/schemas/standingOrder";
import type { StandingOrder } from "../../domain/schemas/standingOrder";
import { ResourceForm } from "../../src/forms/ResourceForm";
import { StandingOrderInputs } from "./StandingOrderInputs";
import { toStandingOrderForm } from "./standingOrderModel";

/** The form of both screens, validated with the server's schema. */
export function StandingOrderForm() {
  return (
    <ResourceForm<StandingOrder & { id: string }>
      schema={standingOrderUpsertSchema}
      toForm={toStandingOrderForm}
    >
      <StandingOrderInputs />
    </ResourceForm>
  );
}
