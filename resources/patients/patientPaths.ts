import { showPath, upsertPath } from "../../src/routing/resourceRoutes";

/** Resource name and routes of the patients admin (list, create, upsert/:id and the show page :id). */
export const PATIENTS_RESOURCE = "admin/transport/patients";
export const PATIENTS_PATH = `/${PATIENTS_RESOURCE}`;
export const PATIENT_CREATE_PATH = `${PATIENTS_PATH}/create`;
export const INSURANCE_PROVIDERS_RESOURCE =
  "admin/transport/insurance-providers";
export const FACILITIES_RESOURCE = "admin/transport/facilities";

export const patientEditPath = (id: string | number) =>
  upsertPath(PATIENTS_RESOURCE, id);

export const patientShowPath = (id: string | number) =>
  showPath(PATIENTS_RESOURCE, id);
