import { formatCents } from "../../domain/money";
import {
  CommunityPrices,
  FacilityPrices,
  HospitalPrices,
} from "./TripPriceIndex";
import { TripPriceCreate } from "./TripPriceCreate";
import { TripPriceEdit } from "./TripPriceEdit";
import { TripPriceList } from "./TripPriceList";
import type { TripPriceRow } from "./tripPriceModel";

/**
 * Mounted by src/routing/resourceRoutes.tsx: the bare list path redirects to the first booking
 * type; the pages are the three booking-type indexes of §2; create and upsert/:id as usual.
 */
export default {
  list: TripPriceList,
  create: TripPriceCreate,
  edit: TripPriceEdit,
  pages: {
    community: CommunityPrices,
    facility: FacilityPrices,
    hospital: HospitalPrices,
  },
  recordRepresentation: (record: TripPriceRow) =>
    `${record.effectiveFrom} · ${formatCents(record.baseFareCents)}`,
};
