import { PRIVILEGES as P } from "../privileges";
import { defineModule, TRANSPORT } from "./defineModule";

/** Patients (list, create, upsert/:id and the show page :id); facility staff see their own. */
export const patientsModule = defineModule({
  name: `${TRANSPORT}/patients`,
  folder: "patients",
  screens: { show: true },
  api: { prefix: "/patients", idField: "patientId", entity: "Patient" },
  access: {
    // Trip staff read patients to book and dispatch; those who keep the records write them. A
    // customer (request-trips) reads and adds the patients they book for (the server scopes them to
    // the ones they created or booked trips for) and edits the ones they created; deleting stays
    // with modify-patients.
    read: {
      privileges: [P.modifyPatients, P.modifyTrips, P.requestTrips],
    },
    write: { privileges: [P.modifyPatients, P.requestTrips] },
    delete: { privileges: [P.modifyPatients] },
  },
  scoping: "facility",
  menu: [
    {
      // Not in §2's list: issue 3 adds it for the roles that keep patient records.
      key: "patients",
      group: "transportAdmin",
      position: 7,
      gate: { privileges: [P.modifyPatients] },
    },
  ],
});
