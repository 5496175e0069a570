import { useCallback, useMemo } from "react";
import type { RaRecord } from "react-admin";
import { useGetMany, useTranslate } from "react-admin";
import {
  tasksApiModule,
  workspaceMembersApiModule,
} from "../../domain/modules/workspaces";
import type { Activity } from "../../domain/schemas/activity";
import type { Task, WorkspaceMember } from "../../domain/schemas/workspace";
import { displayName } from "../../domain/users";
import {
  ActivityFeed,
  feedValueText,
} from "../../src/widgets/activity/ActivityFeed";
import type { ActivityRow } from "./useWorkspaceActivities";
import { useWorkspace } from "./workspaceContext";
import { K } from "./workspaceKeys";

/** The value a change gave a field, or the one it took away (a deletion). */
const changed = (activity: Activity, field: string): unknown => {
  const change = activity.changes.find((c) => c.field === field);
  return change ? (change.after ?? change.before) : undefined;
};

const idsOf = (activities: readonly ActivityRow[], modelType: string) => [
  ...new Set(
    activities
      .filter((a) => a.modelType === modelType && a.modelId)
      .map((a) => String(a.modelId)),
  ),
];

/**
 * The records a page of activity is about, read once per page (one search per model type): a
 * change of a task's status names no title, so the title is the task's own. A deleted record is
 * gone: its name is then the one the deletion recorded.
 */
function useNames(activities: readonly ActivityRow[]) {
  const taskIds = useMemo(() => idsOf(activities, "task"), [activities]);
  const memberIds = useMemo(
    () => idsOf(activities, "workspace-member"),
    [activities],
  );
  const tasks = useGetMany<Task & RaRecord>(
    tasksApiModule.name,
    { ids: taskIds },
    { enabled: taskIds.length > 0 },
  );
  const members = useGetMany<WorkspaceMember & RaRecord>(
    workspaceMembersApiModule.name,
    { ids: memberIds },
    { enabled: memberIds.length > 0 },
  );
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const t of Array.isArray(tasks.data) ? tasks.data : [])
      names.set(t.taskId, t.title);
    for (const m of Array.isArray(members.data) ? members.data : [])
      names.set(m.workspaceMemberId, displayName(m.member));
    return names;
  }, [tasks.data, members.data]);
}

/**
 * A workspace's activity entries in words ("Moved the task “Call the family”", "Rita Request asked
 * to join"): a task named by its title, a membership by its member's name, read from the records.
 */
export function WorkspaceActivityFeed({
  activities,
  compact,
}: {
  activities: readonly ActivityRow[];
  compact?: boolean;
}) {
  const translate = useTranslate();
  const { membership } = useWorkspace();
  const names = useNames(activities);
  const nameOf = useCallback(
    (activity: Activity): string | null => {
      const known = activity.modelId ? names.get(activity.modelId) : undefined;
      if (known) return known;
      if (activity.modelType === "workspace-member") {
        const userId = changed(activity, "userId");
        const member = membership.members.find(
          (m) => m.member.userId === userId,
        );
        return member ? displayName(member.member) : null;
      }
      const name = changed(
        activity,
        activity.modelType === "task" ? "title" : "name",
      );
      return typeof name === "string" ? name : null;
    },
    [names, membership.members],
  );
  const describe = useCallback(
    (activity: Activity) => {
      const name =
        nameOf(activity) ??
        translate(`${K}.activity.unnamed.${activity.modelType}`, { _: "" });
      const fallback = [
        translate(`${K}.activity.actions.${activity.action}`, {
          _: activity.action,
        }),
        translate(`${K}.activity.modelTypes.${activity.modelType}`, {
          _: activity.modelType,
        }),
        name,
      ]
        .filter(Boolean)
        .join(" ");
      return translate(
        `${K}.activity.entries.${activity.modelType}.${activity.action}`,
        { name, _: fallback },
      );
    },
    [nameOf, translate],
  );
  const valueText = useCallback(
    (field: string, value: unknown) => {
      if (typeof value !== "string") return feedValueText(value);
      if (field === "status")
        return translate(`${K}.taskStatuses.${value}`, {
          _: translate(`${K}.membershipStatuses.${value}`, { _: value }),
        });
      if (field === "role" || field === "priority")
        return translate(
          `${K}.${field === "role" ? "roles" : "priorities"}.${value}`,
          {
            _: value,
          },
        );
      if (field === "assigneeId" || field === "ownerId") {
        const member = membership.members.find(
          (m) => m.member.userId === value,
        );
        return member ? displayName(member.member) : feedValueText(value);
      }
      return feedValueText(value);
    },
    [translate, membership.members],
  );
  return (
    <ActivityFeed
      activities={activities}
      valueText={valueText}
      messages={`${K}.activity`}
      nameOf={nameOf}
      describe={describe}
      compact={compact}
    />
  );
}
