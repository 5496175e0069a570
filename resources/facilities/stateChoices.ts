import { US_STATES } from "../../domain/schemas/contact";

/** USPS state codes as select choices (the codes are what operators type and read). */
export const STATE_CHOICES = US_STATES.map((code) => ({
  id: code,
  name: code,
}));
