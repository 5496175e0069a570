import { PRIVILEGES as P } from "../privileges";
import { defineModule, TRANSPORT } from "./defineModule";

/**
 * Insurance providers (§2: list, create, upsert/:id). §6 lets the route be admin-only or follow the
 * menu; modify-insurance-providers exists for data admins (issue 8), so its holders open the screens
 * (the menu's gate) and write through the API.
 */
export const insuranceProvidersModule = defineModule({
  name: `${TRANSPORT}/insurance-providers`,
  folder: "insurance-providers",
  api: {
    prefix: "/insurance-providers",
    idField: "insuranceProviderId",
    entity: "Insurance Provider",
  },
  access: {
    // The patients form and trip booking pick an insurer from this list.
    read: {
      privileges: [
        P.modifyInsuranceProviders,
        P.modifyPatients,
        P.modifyTrips,
        P.requestTrips,
      ],
    },
    write: { privileges: [P.modifyInsuranceProviders] },
  },
  menu: [
    {
      key: "insuranceProviders",
      group: "transportAdmin",
      position: 8,
      gate: { privileges: [P.modifyInsuranceProviders] },
    },
  ],
});
