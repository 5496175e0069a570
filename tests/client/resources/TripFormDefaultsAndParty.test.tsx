/**
 * Issue 22: a nurse or facility admin books for their facility with its booking type (facility or
 * hospital, by its kind) and the facility as payor, not §3's private defaults; others keep §3's.
 * The office sees and corrects who cancelled a cancelled trip.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { afterEach, describe, expect, it } from "vitest";
import { clearSession } from "../../../providers/session";
import { buildUserWithRole, storeSession } from "../../support/factories";
import { buildFacilityRow } from "../../support/rowFactories";
import { buildTripRow } from "../../support/tripRows";
import {
  LONG,
  NEW_TRIP,
  open,
  PATIENT,
  related,
  SLOW,
  TRIPS,
} from "./tripFormHarness";

const FACILITY = "0b6f1c1e-3d2a-4c5b-8e9f-1a2b3c4d5e61";
const FACILITIES = "admin/transport/facilities";

afterEach(() => {
  clearSession();
  delete related[FACILITIES];
  delete related[TRIPS];
});

const checked = async (group: string) =>
  within(await screen.findByRole("group", { name: group }, SLOW))
    .getAllByRole("radio")
    .find((r) => (r as HTMLInputElement).checked)
    ?.closest("label")?.textContent;

describe("the booking form's defaults for a facility's staff", () => {
  it("a hospital's nurse starts from a hospital booking paid by the facility", async () => {
    related[FACILITIES] = [
      buildFacilityRow({ id: FACILITY, facilityType: "hospital" }),
    ];
    storeSession(
      buildUserWithRole("nurse", {
        facilityUserDetail: { facilityId: FACILITY },
      }),
    );
    open("/trip/create", {}, "nurse");
    expect(await checked("Booking type")).toBe("Hospital");
    expect(await checked("Payor type")).toBe("Facility");
  });

  it("a data admin keeps §3's private defaults", async () => {
    open("/trip/create", {}, "dataadmin");
    expect(await checked("Booking type")).toBe("Private / Community");
    expect(await checked("Payor type")).toBe("Private");
  });
});

describe("who cancelled, on the office's edit form", () => {
  it(
    "shows the party of a cancelled trip and saves a correction",
    async () => {
      related[TRIPS] = [
        buildTripRow({
          id: NEW_TRIP,
          patientId: PATIENT,
          tripStatus: "cancelled",
          cancelled: true,
          reasonForCancellation: "Appointment moved",
          cancelledByParty: "patient",
        }),
      ];
      const update = vi
        .fn()
        .mockImplementation((_r: string, { data }: { data: object }) =>
          Promise.resolve({ data: { ...data, id: NEW_TRIP } }),
        );
      open(`/trip/upsert/${NEW_TRIP}`, { update }, "dataadmin");
      const party = await screen.findByRole(
        "combobox",
        { name: "Cancelled by" },
        SLOW,
      );
      expect(party).toHaveTextContent("Patient");
      const user = userEvent.setup({ delay: null });
      await user.click(party);
      await user.click(await screen.findByRole("option", { name: "Facility" }));
      await user.click(screen.getByRole("button", { name: "Save" }));
      await waitFor(() => expect(update).toHaveBeenCalled());
      const [, { data }] = update.mock.calls[0] as [
        string,
        { data: Record<string, unknown> },
      ];
      expect(data.cancelledByParty).toBe("facility");
    },
    LONG,
  );

  it("is not asked on a trip that is not cancelled", async () => {
    related[TRIPS] = [buildTripRow({ id: NEW_TRIP, patientId: PATIENT })];
    open(`/trip/upsert/${NEW_TRIP}`, {}, "dataadmin");
    await screen.findByRole("group", { name: "Booking type" }, SLOW);
    expect(screen.queryByRole("combobox", { name: "Cancelled by" })).toBeNull();
  });
});
