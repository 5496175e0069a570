import {
  BooleanInput,
  DateTimeInput,
  SelectInput,
  TextInput,
} from "react-admin";
import { MODEL_TYPES } from "../../domain/records";
import { systemNotificationsModule as m } from "../../domain/modules/systemNotifications";
import { recordLabelKey } from "../../src/records/recordLinks";
import { InputRow } from "../../src/widgets/FormSection";
import { localToIso, typeChoices } from "./systemNotificationModel";

const modelTypeChoices = MODEL_TYPES.map((type) => ({
  id: type,
  name: recordLabelKey(type),
}));

/** Fields of the upsert body (POST /notifications/system); labels from resources.admin/notifications.fields. */
export function SystemNotificationInputs() {
  return (
    <>
      <TextInput source="message" multiline minRows={2} fullWidth />
      <InputRow>
        <SelectInput
          source="notificationSystemType"
          choices={typeChoices}
          sx={{ minWidth: 200 }}
        />
        <BooleanInput source="active" />
        <BooleanInput source="displayOnce" />
      </InputRow>
      <InputRow>
        <DateTimeInput
          source="startDisplayAt"
          parse={localToIso}
          helperText={m.key("helpers.window")}
          fullWidth
        />
        <DateTimeInput source="endDisplayAt" parse={localToIso} fullWidth />
      </InputRow>
      <InputRow>
        <SelectInput
          source="modelType"
          choices={modelTypeChoices}
          sx={{ minWidth: 200 }}
        />
        <TextInput
          source="modelId"
          helperText={m.key("helpers.modelId")}
          parse={(v: string) => (v ? v : null)}
          fullWidth
        />
      </InputRow>
    </>
  );
}
