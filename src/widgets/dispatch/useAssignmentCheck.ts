import { useQuery } from "@tanstack/react-query";
import { useDataProvider } from "react-admin";
import type { AppDataProvider } from "../../../providers/appDataProvider";
import type { AssignmentFinding } from "../../../domain/schemas/assignment";

export interface AssignmentCheck {
  findings: AssignmentFinding[];
  checking: boolean;
  blocked: boolean;
}

/**
 * The assignment check for a driver and a vehicle (POST /trips/{id}/assignment-check), cached per
 * trip, driver and vehicle so hovering back over a lane asks once. Nothing is asked until both are known.
 */
export function useAssignmentCheck(
  tripId: string | null,
  driverId: string | null,
  vehicleId: string | null,
): AssignmentCheck {
  const dataProvider = useDataProvider<AppDataProvider>();
  const enabled = !!tripId && !!driverId && !!vehicleId;
  const { data, isFetching } = useQuery({
    queryKey: ["assignment-check", tripId, driverId, vehicleId],
    queryFn: ({ signal }) =>
      dataProvider.assignmentCheck(
        tripId as string,
        { driverId: driverId as string, vehicleId: vehicleId as string },
        signal,
      ),
    enabled,
    staleTime: 15_000,
  });
  const findings = enabled ? (data ?? []) : [];
  return {
    findings,
    checking: enabled && isFetching,
    blocked: findings.some((f) => f.severity === "blocked"),
  };
}
