/**
 * The booking form's inline patient creation, the server's field errors, and the admin's upsert
 * screen, in the admin shell (slow for the same reason as TripForm.test.tsx).
 */
import "../../support/datePicker";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { toHttpError } from "../../../providers/httpClient";
import { buildTripRow } from "../../support/tripRows";
import {
  fillBooking,
  LONG,
  NEW_TRIP,
  open,
  PATIENT,
  PATIENTS,
  related,
  rosa,
  SLOW,
  TRIPS,
} from "./tripFormHarness";
import { fixClock } from "../../support/fixedClock";

// The calendar opens on the clock's month: a fixed day, so the chosen day is known.
fixClock("2026-03-18T12:00:00");

describe("Trip booking: patients and server errors", () => {
  it(
    "adds a new patient from the look-up and chooses them",
    async () => {
      const ADA = "7c6d5e4f-3a2b-4c1d-8e9f-0a1b2c3d4e5f";
      // The new patient is then read back like any other (the look-up fetches the chosen id).
      const create = vi
        .fn()
        .mockImplementation((_r: string, { data }: { data: object }) => {
          const ada = { ...rosa, ...data, id: ADA, patientId: ADA };
          related[PATIENTS] = [rosa, ada];
          return Promise.resolve({ data: ada });
        });
      onTestFinished(() => {
        related[PATIENTS] = [rosa];
      });
      const { user } = open("/trip/create", { create });
      await user.click(
        await screen.findByRole("combobox", { name: "Patient" }, SLOW),
      );
      await user.paste("Ada Lovelace");
      await user.click(
        await screen.findByRole("option", {
          name: 'Add "Ada Lovelace" as a new patient',
        }),
      );
      const dialog = within(await screen.findByRole("dialog"));
      expect(dialog.getByLabelText("First name")).toHaveValue("Ada");
      expect(dialog.getByLabelText("Last name")).toHaveValue("Lovelace");
      await user.click(dialog.getByLabelText("Date of birth"));
      const calendar = within(
        (await screen.findAllByRole("dialog")).at(-1) as HTMLElement,
      );
      await user.click(calendar.getByRole("gridcell", { name: "1" }));
      for (const [label, text] of [
        ["Address line 1", "1 Main St"],
        ["City", "Dayton"],
        ["State", "OH"],
        ["ZIP code", "45402"],
      ] as const) {
        await user.click(dialog.getByLabelText(label));
        await user.paste(text);
      }
      await user.click(dialog.getByRole("button", { name: "Add patient" }));

      expect(await screen.findByText("New Patient added.")).toBeInTheDocument();
      // Saving the dialog's form never submits the trip form around it.
      expect(create).toHaveBeenCalledTimes(1);
      expect(create).toHaveBeenCalledWith(
        PATIENTS,
        expect.objectContaining({
          data: expect.objectContaining({
            firstName: "Ada",
            lastName: "Lovelace",
            addresses: [expect.objectContaining({ line1: "1 Main St" })],
          }),
        }),
      );
      await waitFor(() =>
        expect(
          (
            screen.getByRole("combobox", {
              name: "Patient",
            }) as HTMLInputElement
          ).value,
        ).toMatch(/^Lovelace, Ada · \d{4}-\d{2}-01$/),
      );
    },
    LONG,
  );

  it(
    "puts the server's 422 field errors on their fields",
    async () => {
      const create = vi.fn().mockRejectedValue(
        toHttpError(422, {
          message:
            "patientId: This patient does not exist or is outside your reach.",
          errors: [
            {
              field: "patientId",
              message: "This patient does not exist or is outside your reach.",
            },
          ],
        }),
      );
      const { user } = open("/trip/create", { create });
      await fillBooking(user);
      await user.click(screen.getByRole("button", { name: "Save" }));
      await waitFor(() =>
        expect(
          screen.getByRole("combobox", { name: "Patient" }),
        ).toHaveAccessibleDescription(
          "This patient does not exist or is outside your reach.",
        ),
      );
    },
    LONG,
  );
});

describe("Trip upsert (/trip/upsert/:tripId)", () => {
  it(
    "edits a trip with dispatch's fields and says 'Trip updated.'",
    async () => {
      const row = buildTripRow({
        id: NEW_TRIP,
        tripId: NEW_TRIP,
        patientId: PATIENT,
        tripStatus: "confirmed",
        pickUpDatetime: "2026-03-04T14:30:00.000Z",
      });
      const update = vi
        .fn()
        .mockImplementation((_r: string, { data }: { data: object }) =>
          Promise.resolve({ data: { ...row, ...data } }),
        );
      const { user } = open(
        `/trip/upsert/${NEW_TRIP}`,
        {
          update,
          getOne: vi
            .fn()
            .mockImplementation((resource: string) =>
              Promise.resolve({ data: resource === TRIPS ? row : rosa }),
            ),
        },
        "dataadmin",
      );
      const notes = await screen.findByLabelText("Dispatcher notes", {}, SLOW);
      expect(screen.getByDisplayValue("Mercy Dialysis")).toBeInTheDocument();
      // One leg: the return is a trip of its own.
      expect(screen.queryByLabelText("Round trip")).toBeNull();
      await user.click(notes);
      await user.paste("Gate code 1234");
      await user.click(screen.getByRole("button", { name: "Save" }));
      expect(await screen.findByText("Trip updated.")).toBeInTheDocument();
      expect(update).toHaveBeenCalledWith(
        TRIPS,
        expect.objectContaining({
          id: NEW_TRIP,
          data: expect.objectContaining({
            tripId: NEW_TRIP,
            expectedTripStatus: "confirmed",
            dispatcherNotes: "Gate code 1234",
            pickUpDatetime: "2026-03-04T14:30:00.000Z",
          }),
        }),
      );
      const sent = (update.mock.calls[0] as [string, { data: object }])[1].data;
      expect(sent).not.toHaveProperty("tripStatus");
      expect(sent).not.toHaveProperty("fare");
    },
    LONG,
  );
});
