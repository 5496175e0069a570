import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useDataProvider, useNotify } from "react-admin";
import type { AssignmentFinding } from "../../domain/schemas/assignment";
import type { Trip } from "../../domain/schemas/trip";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { refusalFindings } from "../../providers/tripMethods";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import type { Lane } from "./boardModel";
import { BOARD_QUERY, K } from "./boardModel";

export interface PendingAssignment {
  trip: Trip;
  lane: Lane;
  findings: AssignmentFinding[];
}

/**
 * A drop or a menu choice becomes an assignment here: the check first (cached with the hover's),
 * then refused with its reasons when anything blocks, a dialog asking for the reason when only
 * warnings remain, or the assignment at once when nothing was found.
 */
export function useBoardAssign() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [refused, setRefused] = useState<PendingAssignment | null>(null);
  const [confirming, setConfirming] = useState<PendingAssignment | null>(null);
  const [saving, setSaving] = useState(false);

  const assign = async (
    pending: PendingAssignment,
    overrideReason: string | null,
  ) => {
    if (!pending.lane.vehicleId) return;
    setSaving(true);
    try {
      await dataProvider.assignTrip(pending.trip.tripId, {
        driverId: pending.lane.driver.driverId,
        vehicleId: pending.lane.vehicleId,
        overrideReason,
        expectedTripStatus: pending.trip.tripStatus,
      });
      setConfirming(null);
      notify(`${K}.assigned`, {
        type: "success",
        messageArgs: { name: pending.lane.driver.name },
      });
    } catch (error) {
      const findings = refusalFindings(error);
      if (findings.length > 0) setRefused({ ...pending, findings });
      else notifyError(error);
      setConfirming(null);
    } finally {
      setSaving(false);
      await queryClient.invalidateQueries({ queryKey: [BOARD_QUERY] });
    }
  };

  const request = async (trip: Trip, lane: Lane) => {
    setRefused(null);
    if (!lane.vehicleId) {
      notify(`${K}.chooseVehicle`, {
        type: "warning",
        messageArgs: { name: lane.driver.name },
      });
      return;
    }
    const driverId = lane.driver.driverId;
    const vehicleId = lane.vehicleId;
    try {
      const findings = await queryClient.fetchQuery({
        queryKey: ["assignment-check", trip.tripId, driverId, vehicleId],
        queryFn: ({ signal }) =>
          dataProvider.assignmentCheck(
            trip.tripId,
            { driverId, vehicleId },
            signal,
          ),
        staleTime: 15_000,
      });
      const pending = { trip, lane, findings };
      if (findings.some((f) => f.severity === "blocked")) setRefused(pending);
      // Notes (a future day's attestation, issue 22) ask for nothing: only warnings need a reason.
      else if (findings.some((f) => f.severity === "warning"))
        setConfirming(pending);
      else await assign(pending, null);
    } catch (error) {
      notifyError(error);
    }
  };

  return {
    request,
    assign,
    refused,
    dismissRefused: () => setRefused(null),
    confirming,
    cancelConfirm: () => setConfirming(null),
    saving,
  };
}
