import { Link, useRecordContext, useTranslate } from "react-admin";
import { invoicesModule } from "../../domain/modules/invoices";
import { patientsModule } from "../../domain/modules/patients";
import { standingOrdersModule } from "../../domain/modules/standingOrders";
import { tripsModule } from "../../domain/modules/trips";
import type { Activity } from "../../domain/schemas/activity";

const M = "resources.admin/activities";

/** Where a record of each model type opens. */
const RECORD_PAGE: Readonly<Record<string, (id: string) => string>> = {
  trip: (id) => tripsModule.paths.show(id),
  patient: (id) => patientsModule.paths.show(id),
  "standing-order": (id) => standingOrdersModule.paths.edit(id),
  invoice: (id) => invoicesModule.paths.show(id),
};

/** The record an activity is about, as a link to its page; an export names no record. */
export function ActivityRecordLink() {
  const activity = useRecordContext<Activity & { id: string }>();
  const translate = useTranslate();
  if (!activity) return null;
  const type = translate(`${M}.modelTypes.${activity.modelType}`, {
    _: activity.modelType,
  });
  if (!activity.modelId)
    return <>{`${type} · ${translate(`${M}.values.list`)}`}</>;
  const page = RECORD_PAGE[activity.modelType];
  const label = `${type} ${activity.modelId.slice(0, 8)}`;
  return page ? <Link to={page(activity.modelId)}>{label}</Link> : <>{label}</>;
}
