/** English messages of the resource (resources.<name>.*). */
export const patientsMessages = {
  name: "Patient |||| Patients",
  fields: {},
};
