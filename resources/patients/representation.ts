/** How other screens name a patient before this folder's screens load (read eagerly). */
export { patientName as recordRepresentation } from "./patientModel";
