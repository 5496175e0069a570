import { RecordEdit } from "../../src/forms/RecordScreens";
import { PatientForm } from "./PatientForm";

/** /admin/transport/patients/upsert/:id: toasts 'Patient updated.' and, undoably, 'Patient deleted.'. */
export function PatientEdit() {
  return (
    <RecordEdit mutationMode="pessimistic" redirect="list">
      <PatientForm />
    </RecordEdit>
  );
}
