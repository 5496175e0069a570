import { useEffect } from "react";
import { Stack } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { useLocation } from "react-router-dom";
import { AttributeFields } from "../../src/widgets/attributes/AttributeFields";
import { RecordShow } from "../../src/forms/RecordScreens";
import { LazyRecordThreads } from "../../src/widgets/discussions/LazyRecordThreads";
import { ArticleContextPanel } from "../../src/widgets/knowledge/ArticleContextPanel";
import { TripDispatchPanel } from "./TripDispatchPanel";
import { TripFareAndPayment } from "./TripFareAndPayment";
import { TripHistory } from "./TripHistory";
import { TripLegs } from "./TripLegs";
import { TripShowActions } from "./TripShowActions";
import { TripSummary } from "./TripSummary";
import { TripTimeline } from "./TripTimeline";
import type { TripRecord } from "./tripModel";
import { patientName, tripKey } from "./tripModel";
import { useTripActivities } from "./useTripActivities";
import { useTripAccess } from "./useTripAccess";

function TripTitle() {
  const trip = useRecordContext<TripRecord>();
  const translate = useTranslate();
  if (!trip) return null;
  return (
    <>
      {translate(tripKey("show.title"), {
        patient:
          patientName(trip) ?? translate(tripKey("values.patientNotFound")),
      })}
    </>
  );
}

/** Live Trip Data links to #live: the browser router does not scroll to a hash by itself. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document
      .getElementById(decodeURIComponent(hash.slice(1)))
      ?.scrollIntoView?.({ block: "start" });
  }, [ready, hash]);
}

function TripShowContent({ dispatch }: { dispatch: boolean }) {
  const trip = useRecordContext<TripRecord>();
  const history = useTripActivities(trip?.tripId);
  useScrollToHash(!!trip);
  if (!trip) return null;
  const activities = history.data ?? [];
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      {/* The office's actions first: what a dispatcher opens the trip to do. */}
      {dispatch && <TripDispatchPanel trip={trip} />}
      <TripSummary trip={trip} dispatch={dispatch} />
      {/* Issue 27: the guidance tied to this trip's conditions (stretcher, facility…). */}
      <ArticleContextPanel request={{ tripId: trip.tripId }} />
      <TripLegs trip={trip} />
      <AttributeFields entityType="trip" card />
      <TripTimeline trip={trip} activities={activities} />
      <TripFareAndPayment trip={trip} />
      <LazyRecordThreads modelType="trip" modelId={trip.tripId} />
      <TripHistory
        activities={activities}
        isPending={history.isPending}
        failed={!!history.error}
      />
    </Stack>
  );
}

/**
 * /trip/:tripId for every role that can see the trip (the server scopes it; an unknown or
 * out-of-scope id takes RecordShow's Not Found path): summary, legs, status and milestones with
 * who and where, fare and payment, and the history.
 */
export function TripShow() {
  const access = useTripAccess();
  return (
    <RecordShow
      title={<TripTitle />}
      actions={<TripShowActions access={access} />}
      component="div"
    >
      <TripShowContent dispatch={access.dispatch} />
    </RecordShow>
  );
}
