/**
 * The screens a client may name as where a change was made (issue 9's "from which screen", kept in
 * the activity). The one list: the client's screens take their names from it and the API accepts
 * nothing else (issue 21), so the history never shows a value a caller made up. Changes the server
 * makes on its own name their origin themselves ("dispatch", "standing-order", "checkout", "api").
 */
export const CLIENT_SCREENS = {
  /** The booking form, and an administrator's edit of a trip (resources/trips/tripFormModel.ts). */
  booking: "trip-form",
  /** The trip page's dispatch panel (resources/trips/dispatchModel.ts). */
  tripPage: "trip-page",
  /** The driver's page (resources/trips/managementModel.ts). */
  management: "trip-management",
  /** The "patient ready" button of a will-call return leg (src/widgets/trips). */
  patientReady: "patient-ready",
} as const;

export type ClientScreen = (typeof CLIENT_SCREENS)[keyof typeof CLIENT_SCREENS];

export const CLIENT_SCREEN_NAMES = Object.values(CLIENT_SCREENS) as [
  ClientScreen,
  ...ClientScreen[],
];

export const SCREEN_MESSAGE = `The screen must be one of: ${CLIENT_SCREEN_NAMES.join(", ")}.`;
