import { Box, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { Activity } from "../../../domain/schemas/activity";
import { RelativeTime } from "../RelativeTime";

/** Changes named per entry before the rest are left to the record's own page. */
export const FEED_CHANGES_SHOWN = 3;

/** Bookkeeping columns: never a person's change. */
const HIDDEN_FIELDS: ReadonlySet<string> = new Set([
  "id",
  "_id",
  "searchText",
  "search_text",
  "position",
  "createdAt",
  "updatedAt",
]);

/** A changed value as a short text: absent reads as "—", lists joined, objects left out. */
export function feedValueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.map(feedValueText).join(", ");
  if (typeof value === "object") return "…";
  return String(value);
}

export interface ActivityFeedProps {
  activities: readonly (Activity & { id: string })[];
  /**
   * The i18n namespace of the feed's words: `<ns>.actions.<action>`, `<ns>.modelTypes.<modelType>`,
   * `<ns>.fields.<field>`, `<ns>.changed` ({field, before, after}), `<ns>.by` ({actor}),
   * `<ns>.unknownActor`; a missing key reads the raw value.
   */
  messages: string;
  /** The record's own name, when a change names it (a task's title); shown after its type. */
  nameOf?: (activity: Activity) => string | null;
  /** The entry's headline in the caller's words ("Moved the task “Call the family”"); default: action, type, name. */
  describe?: (activity: Activity) => string;
  /** A changed value in the caller's words (a status's label, a person's name); default feedValueText. */
  valueText?: (field: string, value: unknown) => string;
  /** Leave out each entry's field changes (a compact feed). */
  compact?: boolean;
}

/**
 * Who did what, newest first, as the activity search answers it: the action and the record's type
 * (and name), who and when, and the first changed fields before → after. A workspace's activity
 * (issue 24) reads it; a record with a richer history (a trip's) keeps its own.
 */
export function ActivityFeed({
  activities,
  messages,
  nameOf,
  describe,
  valueText = (_field, value) => feedValueText(value),
  compact = false,
}: ActivityFeedProps) {
  const translate = useTranslate();
  const t = (key: string, fallback: string, options: object = {}) =>
    translate(`${messages}.${key}`, { _: fallback, ...options });
  return (
    <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0 }}>
      {activities.map((activity) => {
        const name = nameOf?.(activity);
        // A creation or deletion "changes" every field: its name says enough.
        const listed = !["created", "deleted"].includes(activity.action);
        const changes =
          compact || !listed
            ? []
            : activity.changes
                .filter((c) => !HIDDEN_FIELDS.has(c.field))
                .slice(0, FEED_CHANGES_SHOWN);
        return (
          <Box
            component="li"
            key={activity.id}
            data-testid="activity-entry"
            sx={{ py: 1, borderBottom: 1, borderColor: "divider" }}
          >
            <Stack
              direction={{ xs: "column", sm: "row" }}
              spacing={{ xs: 0, sm: 1 }}
              sx={{ alignItems: { sm: "baseline" }, flexWrap: "wrap" }}
            >
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {describe?.(activity) ??
                  [
                    t(`actions.${activity.action}`, activity.action),
                    t(`modelTypes.${activity.modelType}`, activity.modelType),
                    ...(name ? [`“${name}”`] : []),
                  ].join(" ")}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t("by", activity.actorName, {
                  actor: activity.actorName || t("unknownActor", "?"),
                })}
                {" · "}
                <RelativeTime value={activity.createdAt} />
              </Typography>
            </Stack>
            {changes.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {changes.map((c) => (
                  <Typography component="li" variant="body2" key={c.field}>
                    {t("changed", c.field, {
                      field: t(`fields.${c.field}`, c.field),
                      before: valueText(c.field, c.before),
                      after: valueText(c.field, c.after),
                    })}
                  </Typography>
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
