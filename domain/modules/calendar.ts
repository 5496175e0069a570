import { defineModule } from "./defineModule";
import { tripsModule } from "./trips";

/**
 * The calendar (§2 /calendar): trips on month, week, day and agenda views, read through the same
 * /trips search (the server scopes the rows as for /trips/all). Read-only: events open the trip page.
 */
export const calendarModule = defineModule({
  name: "calendar",
  folder: "calendar",
  screens: { create: false, upsert: false },
  api: {
    prefix: tripsModule.api.prefix,
    idField: tripsModule.api.idField,
    entity: tripsModule.api.entity,
  },
  // Whoever may read trips reads them here (scoped on the server). Nothing is written through this
  // resource: trips change on the trips pages, so its write rule is the narrowest there is.
  access: { read: tripsModule.access.read, write: { adminOnly: true } },
  menu: [{ key: "calendar", position: 30, gate: {} }],
});
