import { PatientCreate } from "./PatientCreate";
import { PatientEdit } from "./PatientEdit";
import { PatientList } from "./PatientList";
import { PatientShow } from "./PatientShow";
import { recordRepresentation } from "./representation";

/** Mounted by src/routing/resourceRoutes.tsx: list, create, upsert/:id and the show page :id. */
export default {
  list: PatientList,
  recordRepresentation,
  create: PatientCreate,
  edit: PatientEdit,
  show: PatientShow,
};
