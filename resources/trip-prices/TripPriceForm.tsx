import { tripPriceUpsertSchema } from "../../domain/schemas/tripPrice";
import { ResourceForm } from "../../src/forms/ResourceForm";
import { FarePreview } from "./FarePreview";
import { TripPriceInputs } from "./TripPriceInputs";
import type { TripPriceRow } from "./tripPriceModel";
import { toTripPriceForm } from "./tripPriceModel";

/** The price list form of both shells, validated with the server's schema, with a fare preview. */
export function TripPriceForm() {
  return (
    <ResourceForm<TripPriceRow>
      schema={tripPriceUpsertSchema}
      toForm={toTripPriceForm}
    >
      <TripPriceInputs />
      <FarePreview />
    </ResourceForm>
  );
}
