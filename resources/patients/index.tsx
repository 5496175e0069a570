import PersonalInjuryIcon from "@mui/icons-material/PersonalInjury";
import { PatientCreate } from "./PatientCreate";
import { PatientEdit } from "./PatientEdit";
import { PatientList } from "./PatientList";
import { PatientShow } from "./PatientShow";
import type { PatientRow } from "./patientModel";
import { patientName } from "./patientModel";

export { PatientInputs } from "./PatientInputs";
export { patientDefaults } from "./patientModel";
export {
  PATIENTS_RESOURCE,
  patientEditPath,
  patientShowPath,
} from "./patientPaths";

/** Mounted by src/routing/resourceRoutes.tsx: list, create, upsert/:id and the show page :id. */
export default {
  list: PatientList,
  create: PatientCreate,
  edit: PatientEdit,
  show: PatientShow,
  icon: PersonalInjuryIcon,
  recordRepresentation: (record: PatientRow) => patientName(record),
};
