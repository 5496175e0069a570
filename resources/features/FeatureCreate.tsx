import { Create } from "react-admin";
import { FeatureForm } from "./FeatureForm";

/** /admin/features/create: toast 'New Feature added.' (resources.admin/features.notifications). */
export function FeatureCreate() {
  return (
    <Create mutationMode="pessimistic" redirect="list">
      <FeatureForm />
    </Create>
  );
}
