import { transportCommonMessages } from "./common";
import { driverStatusMessages } from "./driverStatus";
import { reportsMessages } from "./reports";

/** Shell and page text of the transport module (transport.*); each resource's own messages sit in its folder. */
export const transportMessages = {
  transport: {
    common: transportCommonMessages,
    driverStatus: driverStatusMessages,
    reports: reportsMessages,
  },
};
