import { transportCommonMessages } from "./common";
import { driverStatusMessages } from "./driverStatus";
import { driversMessages } from "./drivers";
import { facilitiesMessages } from "./facilities";
import { facilityUsersMessages } from "./facilityUsers";
import { insuranceProvidersMessages } from "./insuranceProviders";
import { patientsMessages } from "./patients";
import { tripPricesMessages } from "./tripPrices";
import { vehiclesMessages } from "./vehicles";

const T = "admin/transport";

/** The transport admin resources, one file each (resources.<name>.*). */
export const transportResourceMessages = {
  [`${T}/drivers`]: driversMessages,
  [`${T}/vehicles`]: vehiclesMessages,
  [`${T}/facilities`]: facilitiesMessages,
  [`${T}/facility-users`]: facilityUsersMessages,
  [`${T}/insurance-providers`]: insuranceProvidersMessages,
  [`${T}/patients`]: patientsMessages,
  [`${T}/trip-prices`]: tripPricesMessages,
};

/** Shell and page text of the transport module (transport.*). */
export const transportMessages = {
  transport: {
    common: transportCommonMessages,
    driverStatus: driverStatusMessages,
  },
};
