import { Edit } from "react-admin";
import { FeatureForm } from "./FeatureForm";

/** /admin/features/upsert/:id: toasts 'Feature updated.' and, from the toolbar, 'Feature deleted.'. */
export function FeatureEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <FeatureForm />
    </Edit>
  );
}
