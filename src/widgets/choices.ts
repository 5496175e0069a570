import { US_STATES } from "../../domain/usStates";

/** USPS state codes as select choices (the codes are what operators type and read). */
export const STATE_CHOICES = US_STATES.map((code) => ({
  id: code,
  name: code,
}));

/** Yes / No for a filter on a boolean column (active), in react-admin's own words. */
export const ACTIVE_CHOICES = [
  { id: true, name: "ra.boolean.true" },
  { id: false, name: "ra.boolean.false" },
];
