import { Edit } from "react-admin";
import { PatientForm } from "./PatientForm";

/** /admin/transport/patients/upsert/:id: toasts 'Patient updated.' and, undoably, 'Patient deleted.'. */
export function PatientEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <PatientForm />
    </Edit>
  );
}
