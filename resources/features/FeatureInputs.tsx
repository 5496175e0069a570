import { BooleanInput, TextInput } from "react-admin";

/** Fields of the upsert body (POST /features); labels come from resources.admin/features.fields. */
export function FeatureInputs() {
  return (
    <>
      <TextInput source="code" fullWidth />
      <TextInput source="title" fullWidth />
      <TextInput source="description" multiline minRows={3} fullWidth />
      <BooleanInput source="active" />
    </>
  );
}
