import { PRIVILEGES as P } from "../privileges";
import { defineModule, TRANSPORT } from "./defineModule";

/**
 * Trip price lists. §2 indexes them by booking type: community (the private booking type, shown as
 * Private / Community), facility and hospital; create and upsert/:id as usual.
 */
export const tripPricesModule = defineModule({
  name: `${TRANSPORT}/trip-prices`,
  folder: "trip-prices",
  screens: { pages: ["community", "facility", "hospital"] },
  api: { prefix: "/trip-prices", idField: "tripPriceId", entity: "Trip Price" },
  access: {
    // Booking computes fares, so those who book trips read the price lists.
    read: { privileges: [P.modifyTripPrices, P.modifyTrips, P.requestTrips] },
    write: { privileges: [P.modifyTripPrices] },
  },
  menu: [
    {
      key: "tripPrices",
      group: "transportAdmin",
      position: 2,
      gate: { privileges: [P.modifyTripPrices] },
    },
  ],
});
