import { RecordEdit } from "../../src/forms/RecordScreens";
import { DriverForm } from "./DriverForm";

/** /admin/transport/driver/upsert/:id: toasts 'Driver updated.' and, from the toolbar, 'Driver deleted.'. */
export function DriverEdit() {
  return (
    <RecordEdit mutationMode="pessimistic" redirect="list">
      <DriverForm />
    </RecordEdit>
  );
}
