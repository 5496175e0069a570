import { useState } from "react";
import { Alert, Box, Button, Chip, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { Activity } from "../../domain/schemas/activity";
import { tripDateTimeText } from "../../src/widgets/trips/tripTimes";
import { ShowCard } from "./TripShowParts";
import { historyValueText, visibleChanges } from "./historyChanges";
import { positionText, tripKey } from "./tripModel";
import type { ActivityRecord } from "./useTripActivities";

/** Changes shown before "+N more": a booking lists every field it set. */
export const CHANGES_SHOWN = 4;

type Translate = (key: string, options?: object) => string;

function valueText(value: unknown, t: Translate): string {
  if (typeof value === "boolean") return t(value ? "values.yes" : "values.no");
  return historyValueText(value);
}

/** A label the trips messages give the field (not the raw key react-polyglot falls back to). */
const labelled = (t: Translate) => (field: string) => {
  const missing = `\u0000${field}`;
  return t(`fields.${field}`, { _: missing }) !== missing;
};

function Changes({ activity, t }: { activity: Activity; t: Translate }) {
  const [all, setAll] = useState(false);
  const changes = visibleChanges(activity.changes, labelled(t));
  const shown = all ? changes : changes.slice(0, CHANGES_SHOWN);
  const hidden = changes.length - shown.length;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {shown.map((change) => (
        <Typography component="li" variant="body2" key={change.field}>
          {t("show.history.changed", {
            field: t(`fields.${change.field}`, { _: change.field }),
            before: valueText(change.before, t),
            after: valueText(change.after, t),
          })}
        </Typography>
      ))}
      {hidden > 0 && (
        <Button size="small" onClick={() => setAll(true)}>
          {t("show.history.more", { smart_count: hidden })}
        </Button>
      )}
    </Box>
  );
}

function Entry({ activity, t }: { activity: Activity; t: Translate }) {
  const marks = [
    ...(activity.onBehalf ? [t("show.history.onBehalf")] : []),
    ...(activity.withoutPosition ? [t("show.history.withoutPosition")] : []),
  ];
  const where =
    activity.latitude !== null && activity.longitude !== null
      ? t("show.history.position", {
          position: positionText(activity.latitude, activity.longitude),
        })
      : null;
  return (
    <Box
      component="li"
      sx={{ py: 1, borderBottom: 1, borderColor: "divider" }}
      data-testid="history-entry"
    >
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={{ xs: 0, sm: 1 }}
        sx={{ alignItems: { sm: "baseline" }, flexWrap: "wrap" }}
      >
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {t(`show.history.actions.${activity.action}`, { _: activity.action })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[
            tripDateTimeText(activity.createdAt),
            activity.actorName || t("show.history.unknownActor"),
            ...(activity.screen
              ? [
                  t("show.history.from", {
                    screen: t(`show.history.screens.${activity.screen}`, {
                      _: activity.screen,
                    }),
                  }),
                ]
              : []),
            ...(where ? [where] : []),
          ].join(" · ")}
        </Typography>
        {marks.map((mark) => (
          <Chip
            key={mark}
            size="small"
            variant="outlined"
            color="warning"
            label={mark}
          />
        ))}
      </Stack>
      {activity.note && (
        <Typography variant="body2">
          {t("show.milestones.reason", { reason: activity.note })}
        </Typography>
      )}
      <Changes activity={activity} t={t} />
    </Box>
  );
}

/**
 * The trip's history from the app-wide change record: who, when, from which screen, each field
 * before → after, the position when one was given, and the marks of a change made from the office
 * without a position or on the driver's behalf.
 */
export function TripHistory({
  activities,
  isPending,
  failed,
}: {
  activities: readonly ActivityRecord[];
  isPending: boolean;
  failed: boolean;
}) {
  const translate = useTranslate();
  const t: Translate = (key, options) => translate(tripKey(key), options);
  return (
    <ShowCard title="history">
      {failed ? (
        <Alert severity="warning">{t("show.history.failed")}</Alert>
      ) : !isPending && activities.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("show.history.empty")}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0 }}>
          {activities.map((activity) => (
            <Entry key={activity.id} activity={activity} t={t} />
          ))}
        </Box>
      )}
    </ShowCard>
  );
}
