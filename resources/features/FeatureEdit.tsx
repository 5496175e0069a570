import { RecordEdit } from "../../src/forms/RecordScreens";
import { FeatureForm } from "./FeatureForm";

/** /admin/features/upsert/:id: toasts 'Feature updated.' and, from the toolbar, 'Feature deleted.'. */
export function FeatureEdit() {
  return (
    <RecordEdit mutationMode="pessimistic" redirect="list">
      <FeatureForm />
    </RecordEdit>
  );
}
