import { tripsModule } from "./trips";
import { defineModule } from "./defineModule";

/**
 * Trips in progress (§2 /trips/in-progress, admin only): a second resource over the same /trips
 * calls, so its list keeps its own filters, sort and page apart from /trips/all. It has no menu
 * entry or route gate of its own: the trips declaration holds both (the Trips group's second
 * entry, and the adminOnly gate on the path), and records open on the trips pages.
 */
export const tripsInProgressModule = defineModule({
  name: "trips/in-progress",
  folder: "trips-in-progress",
  screens: { create: false, upsert: false },
  api: {
    prefix: tripsModule.api.prefix,
    idField: tripsModule.api.idField,
    entity: tripsModule.api.entity,
  },
  access: tripsModule.access,
});
