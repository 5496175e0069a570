/**
 * The board's drop (custom-pages/dispatch/useBoardAssign.ts, issue 22): a note (a future day's missing
 * attestation) asks for no override reason, so the trip is assigned at once; a warning still opens the
 * dialog that asks for one.
 */
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { CoreAdminContext, testDataProvider } from "react-admin";
import { describe, expect, it, vi } from "vitest";
import type { AssignmentFinding } from "../../../domain/schemas/assignment";
import type { Trip } from "../../../domain/schemas/trip";
import type { Lane } from "../../../custom-pages/dispatch/boardModel";
import { useBoardAssign } from "../../../custom-pages/dispatch/useBoardAssign";
import { buildTripRow } from "../../support/tripRows";

const DRIVER = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const VEHICLE = "8b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e";

function setUp(findings: AssignmentFinding[]) {
  const assignTrip = vi.fn(async () => ({}));
  const dataProvider = testDataProvider({
    assignmentCheck: vi.fn(async () => findings),
    assignTrip,
  } as never);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext dataProvider={dataProvider}>{children}</CoreAdminContext>
  );
  const hook = renderHook(() => useBoardAssign(), { wrapper });
  const trip = buildTripRow({ tripStatus: "pending" }) as Trip;
  const lane = {
    driver: { driverId: DRIVER, name: "Dana Able" },
    vehicleId: VEHICLE,
    trips: [],
  } as unknown as Lane;
  return { hook, assignTrip, trip, lane };
}

describe("the board's assignment of a dropped trip", () => {
  it("assigns at once when the check finds only a note", async () => {
    const { hook, assignTrip, trip, lane } = setUp([
      {
        severity: "note",
        code: "attestation-missing",
        message: "Dana Able has not yet posted an influence attestation.",
      },
    ]);
    await act(() => hook.result.current.request(trip, lane));
    expect(assignTrip).toHaveBeenCalledTimes(1);
    expect(assignTrip).toHaveBeenCalledWith(
      trip.tripId,
      expect.objectContaining({ driverId: DRIVER, overrideReason: null }),
    );
    expect(hook.result.current.confirming).toBeNull();
  });

  it("asks for a reason when the check finds a warning", async () => {
    const { hook, assignTrip, trip, lane } = setUp([
      { severity: "warning", code: "patient-overlap", message: "Overlap." },
    ]);
    await act(() => hook.result.current.request(trip, lane));
    expect(assignTrip).not.toHaveBeenCalled();
    expect(hook.result.current.confirming?.findings).toHaveLength(1);
  });
});
