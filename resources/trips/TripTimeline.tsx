import { TripTrackMap } from "./TripTrackMap";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import RadioButtonUncheckedIcon from "@mui/icons-material/RadioButtonUnchecked";
import {
  Alert,
  Box,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from "@mui/material";
import { useTranslate } from "react-admin";
import type { Trip } from "../../domain/schemas/trip";
import { TripStatusChip } from "../../src/widgets/trips/TripStatusChip";
import { LIVE_SECTION_ID } from "../../src/widgets/trips/tripWidgetsModel";
import { tripDateTimeText } from "../../src/widgets/trips/tripTimes";
import { ShowCard } from "./TripShowParts";
import type { TimelineStep } from "./tripModel";
import {
  positionText,
  stepActivities,
  tripKey,
  tripTimeline,
} from "./tripModel";
import type { ActivityRecord } from "./useTripActivities";

/** Who, where and how one step was recorded, from the trip and its activity. */
function stepDetails(
  step: TimelineStep,
  activity: ActivityRecord | undefined,
  t: (key: string, options?: object) => string,
): string[] {
  const who = step.by ?? activity?.actorName;
  return [
    ...(who ? [t("show.milestones.by", { name: who })] : []),
    ...(activity?.latitude != null && activity.longitude != null
      ? [
          t("show.history.position", {
            position: positionText(activity.latitude, activity.longitude),
          }),
        ]
      : []),
    ...(step.onBehalf || activity?.onBehalf
      ? [t("show.milestones.onBehalf")]
      : []),
    ...(activity?.withoutPosition ? [t("show.history.withoutPosition")] : []),
  ];
}

/** Why the trip ended or waits: cancellation, delay, proof of service. */
function Outcome({ trip }: { trip: Trip }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(tripKey(key), options);
  const lines = [
    ...(trip.tripStatus === "delayed" && trip.delayReason
      ? [t("show.milestones.reason", { reason: trip.delayReason })]
      : []),
    ...(trip.tripStatus === "cancelled" && trip.reasonForCancellation
      ? [t("show.milestones.reason", { reason: trip.reasonForCancellation })]
      : []),
    ...(trip.cancelledByParty
      ? [
          t("show.milestones.party", {
            party: t(`parties.${trip.cancelledByParty}`).toLowerCase(),
          }),
        ]
      : []),
    ...(trip.outcomeCode ? [t(`outcomes.${trip.outcomeCode}`)] : []),
    ...(trip.signatureDocumentId ? [t("show.milestones.signature")] : []),
    ...(trip.unableToSignReason
      ? [t("show.milestones.unableToSign", { reason: trip.unableToSignReason })]
      : []),
  ];
  if (lines.length === 0) return null;
  return (
    <Box sx={{ mt: 1 }}>
      {lines.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * Status and milestones (confirmed, begun, arrived, on board, at drop-off, completed or cancelled)
 * with who, when and where; the anchor of Live Trip Data, with the latest step while in progress.
 */
export function TripTimeline({
  trip,
  activities,
}: {
  trip: Trip;
  activities: readonly ActivityRecord[];
}) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(tripKey(key), options);
  const steps = tripTimeline(trip);
  const recorded = stepActivities(activities);
  const latest = [...steps].reverse().find((s) => s.at);
  return (
    <ShowCard
      title="timeline"
      id={LIVE_SECTION_ID}
      action={<TripStatusChip status={trip.tripStatus} />}
    >
      {trip.tripStatus === "in-progress" && latest?.at && (
        <Alert severity="info" icon={false} sx={{ mb: 1 }} role="status">
          {t("show.live.lastStep", {
            step: t(`show.milestones.${latest.key}`),
            time: tripDateTimeText(latest.at),
          })}
        </Alert>
      )}
      <TripTrackMap trip={trip} />
      <List dense disablePadding>
        {steps.map((step) => {
          const details = stepDetails(step, recorded.get(step.key), t);
          return (
            <ListItem key={step.key} disableGutters data-step={step.key}>
              <ListItemIcon sx={{ minWidth: 32 }}>
                {step.at ? (
                  <CheckCircleIcon
                    fontSize="small"
                    color={step.key === "cancelled" ? "error" : "success"}
                  />
                ) : (
                  <RadioButtonUncheckedIcon fontSize="small" color="disabled" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={t(`show.milestones.${step.key}`)}
                secondary={
                  step.at
                    ? [tripDateTimeText(step.at), ...details].join(" · ")
                    : t("show.milestones.notYet")
                }
              />
            </ListItem>
          );
        })}
      </List>
      <Outcome trip={trip} />
    </ShowCard>
  );
}
