import { Edit } from "react-admin";
import { DriverForm } from "./DriverForm";

/** /admin/transport/driver/upsert/:id: toasts 'Driver updated.' and, from the toolbar, 'Driver deleted.'. */
export function DriverEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <DriverForm />
    </Edit>
  );
}
