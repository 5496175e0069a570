import { systemNotificationUpsertSchema } from "../../domain/schemas/systemNotification";
import { ResourceForm } from "../../src/forms/ResourceForm";
import { SystemNotificationInputs } from "./SystemNotificationInputs";
import type { SystemNotificationRow } from "./systemNotificationModel";
import { toSystemNotificationForm } from "./systemNotificationModel";

/** The form of both shells, validated with the server's own schema (the window's order included). */
export function SystemNotificationForm() {
  return (
    <ResourceForm<SystemNotificationRow>
      schema={systemNotificationUpsertSchema}
      toForm={toSystemNotificationForm}
    >
      <SystemNotificationInputs />
    </ResourceForm>
  );
}
