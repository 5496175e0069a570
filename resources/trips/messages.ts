import { bookingMessages } from "./bookingMessages";
import { dispatchMessages } from "./dispatchMessages";
import { documentMessages } from "./documentMessages";
import { listMessages } from "./listMessages";
import { managementMessages } from "./managementMessages";

/** English messages of the resource (resources.trips/all.*): list and record pages, booking, the driver's page. */
export const messages = {
  ...listMessages,
  booking: bookingMessages,
  dispatch: dispatchMessages,
  documents: documentMessages,
  management: managementMessages,
};
