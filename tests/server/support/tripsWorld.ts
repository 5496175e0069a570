/**
 * The trip API test files' shared set-up: one app with the price list, a signed-in data admin and
 * a patient, and the create call the tests make.
 */
import { as, post } from "./api";
import type { Headers } from "./api";
import { appWorld } from "./appWorld";
import { buildPatient } from "./patientFactories";
import { priceAllBookingTypes } from "./tripFactories";

/** Registers the file's beforeAll/afterAll; `w`'s fields are set once beforeAll has run. */
export function tripsWorld() {
  const w = appWorld(async (t) => {
    const signedIn = await as(t, "dataadmin");
    await priceAllBookingTypes(t.db);
    const patient = await buildPatient(t.db, {
      firstName: "Ada",
      lastName: "Lovelace",
    });
    return {
      dataadmin: signedIn.headers,
      admin: signedIn.user,
      patientId: patient.id,
    };
  });
  const create = (body: Record<string, unknown>, headers?: Headers) =>
    post(w.t, "/api/trips", body, headers ?? w.dataadmin);
  return { w, create };
}
