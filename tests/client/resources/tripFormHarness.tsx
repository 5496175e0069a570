/**
 * The booking form's test harness: the trip screens mounted in the admin shell as the app mounts
 * them, a data provider answering from a few rows, and the steps of filling a booking.
 */
import {
  configure,
  fireEvent,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, vi } from "vitest";
import type { RoleCode } from "../../../domain/privileges";
import { TripCreate } from "../../../resources/trips/TripCreate";
import { TripEdit } from "../../../resources/trips/TripEdit";
import {
  buildInsuranceProviderRow,
  buildPatientAddress,
  buildPatientRow,
} from "../../support/rowFactories";
import { QUOTE } from "../../support/fareQuote";
import { relatedReads } from "../../support/relatedReads";
import { renderAdmin } from "./renderAdmin";

// A save validates the whole form and re-renders it: on a busy 2-core machine that can take longer
// than testing-library's 1 s default for findBy and waitFor (each test file loads its own copy).
configure({ asyncUtilTimeout: 5000 });

export const TRIPS = "trips/all";
export const PATIENTS = "admin/transport/patients";
export const PATIENT = "3f4e8c2a-7b6d-4c1e-9a8b-0d2e1f3a4b5c";
export const PROVIDER = "0f6b8a4e-3c2d-4b1a-9e8f-7a6b5c4d3e21";
export const NEW_TRIP = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";

export const rosa = buildPatientRow({
  id: PATIENT,
  addresses: [
    buildPatientAddress(),
    buildPatientAddress({ label: "Mercy Dialysis", line1: "400 Main Street" }),
  ],
  insuranceProviderId: PROVIDER,
  insurancePolicyId: "POL-77",
});

export const related: Record<string, { id: string; [k: string]: unknown }[]> = {
  [PATIENTS]: [rosa],
  "admin/transport/insurance-providers": [
    buildInsuranceProviderRow({ id: PROVIDER, name: "Buckeye Health" }),
  ],
};

/** The trip screens as the app mounts them: create and upsert under the record base "trip". */
const tripScreens = {
  create: TripCreate,
  edit: TripEdit,
  show: () => <p>Trip page</p>,
  recordBase: "trip",
};

export function open(
  at: string,
  calls: Record<string, unknown> = {},
  role: RoleCode = "nurse",
) {
  const dataProvider = {
    ...relatedReads(related),
    fareQuote: vi.fn().mockResolvedValue(QUOTE),
    ...calls,
  };
  renderAdmin({ at, dataProvider, role, resources: { [TRIPS]: tripScreens } });
  // No delay between keystrokes: the form re-renders on each, and jsdom makes every pause costly.
  return { dataProvider, user: userEvent.setup({ delay: null }) };
}

export const SLOW = { timeout: 15_000 };
/** Filling the booking takes a few dozen events; a busy 2-core machine needs the margin. */
export const LONG = 120_000;

export const expectDescription = (label: string, text: string) =>
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(text);

export const group = (name: string) =>
  within(screen.getByRole("group", { name }));

export async function choosePatient(user: ReturnType<typeof userEvent.setup>) {
  const input = await screen.findByRole("combobox", { name: "Patient" }, SLOW);
  await user.click(input);
  await user.paste("Parks");
  await user.click(
    await screen.findByRole("option", { name: "Parks, Rosa · 1948-02-04" }),
  );
}

/** datetime-local in jsdom: set the text as the browser's picker would. */
export const setDateTime = (label: string, local: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: local } });

/** The drop-off from the patient's second address, through the section's picker. */
export async function pickDropOff(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    group("Drop-off").getByRole("combobox", {
      name: "Use one of the patient's addresses",
    }),
  );
  await user.click(
    await screen.findByRole("option", {
      name: "Mercy Dialysis: 400 Main Street, Columbus, OH 43215",
    }),
  );
  await waitFor(() =>
    expect(group("Drop-off").getByLabelText("Place name")).toHaveValue(
      "Mercy Dialysis",
    ),
  );
}

/** A bookable trip: patient (pick-up filled from their first address), time, drop-off. */
export async function fillBooking(user: ReturnType<typeof userEvent.setup>) {
  await choosePatient(user);
  await waitFor(() =>
    expect(group("Pick-up").getByLabelText("Place name")).toHaveValue("Home"),
  );
  setDateTime("Pick-up date and time", "2026-03-04T09:30");
  await pickDropOff(user);
}
