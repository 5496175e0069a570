import { Link, useRecordContext, useTranslate } from "react-admin";
import type { Activity } from "../../domain/schemas/activity";
import { recordLabelKey, recordPath } from "../../src/records/recordLinks";

const M = "resources.admin/activities";

/** An activity row, with the record it happened inside when it carries one (issue 24). */
type ActivityRow = Activity & {
  id: string;
  contextType?: string | null;
  contextId?: string | null;
};

/**
 * The record an activity is about, as a link to its page (src/records/recordLinks.ts; a task or a
 * membership opens its workspace's page); an export names no record.
 */
export function ActivityRecordLink() {
  const activity = useRecordContext<ActivityRow>();
  const translate = useTranslate();
  if (!activity) return null;
  const type = translate(recordLabelKey(activity.modelType), {
    _: activity.modelType,
  });
  if (!activity.modelId)
    return <>{`${type} · ${translate(`${M}.values.list`)}`}</>;
  const context =
    activity.contextType && activity.contextId
      ? { modelType: activity.contextType, modelId: activity.contextId }
      : undefined;
  const page = recordPath(activity.modelType, activity.modelId, context);
  const label = `${type} ${activity.modelId.slice(0, 8)}`;
  return page ? <Link to={page}>{label}</Link> : <>{label}</>;
}
