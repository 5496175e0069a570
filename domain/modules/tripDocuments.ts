import { PRIVILEGES as P } from "../privileges";
import { defineModule } from "./defineModule";
import { tripsModule } from "./trips";

/**
 * A trip's documents (/trip/documents/:tripId; the screen and messages belong to the trips module).
 * Whoever sees the trip reads them (the server scopes through the trip); modify-trips, request-trips
 * and the trip's own driver upload (TRIP_DOCUMENT_UPLOAD_ACCESS, domain/schemas/tripDocument.ts);
 * only modify-trips re-types, renames or deletes.
 */
export const tripDocumentsModule = defineModule({
  name: "trips/documents",
  api: {
    prefix: "/trips/documents",
    idField: "tripDocumentId",
    entity: "Trip Document",
  },
  access: {
    read: tripsModule.access.read,
    write: { privileges: [P.modifyTrips] },
    delete: { privileges: [P.modifyTrips] },
  },
  i18nKey: `${tripsModule.i18nKey}.documents`,
});
