import { Create } from "react-admin";
import { PatientForm } from "./PatientForm";

/** /admin/transport/patients/create: toast 'New Patient added.'. */
export function PatientCreate() {
  return (
    <Create mutationMode="pessimistic" redirect="list">
      <PatientForm />
    </Create>
  );
}
