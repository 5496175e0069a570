import type { ResourceDefinition } from "../../src/routing/resourceRoutes";
import { TripCalendar } from "./TripCalendar";

/**
 * Mounted by src/routing/resourceRoutes.tsx: the calendar at /calendar (the resource's list). Its
 * events open on the trips pages (/trip/:id), which belong to the trips folder.
 */
const calendar: ResourceDefinition = { list: TripCalendar };
export default calendar;
