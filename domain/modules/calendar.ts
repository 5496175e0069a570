import { defineModule } from "./defineModule";

/** The calendar (§2), not built yet. */
export const calendarModule = defineModule({
  name: "calendar",
  menu: [{ key: "calendar", path: "/calendar", position: 30, gate: {} }],
  pending: { titleKey: "app.menu.calendar", routes: ["/calendar"] },
});
