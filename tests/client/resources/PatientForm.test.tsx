/**
 * Slow (several seconds a file) because each test mounts the whole admin shell in jsdom and types and
 * clicks through MUI inputs with user-event, as a person would; the list and form behaviour under test
 * lives in that shell, so a lighter mount would test something else.
 */
import "../../support/datePicker";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { RoleCode } from "../../../domain/privileges";
import { toHttpError } from "../../../providers/httpClient";
import patients from "../../../resources/patients";
import {
  buildFacilityRow,
  buildInsuranceProviderRow,
  buildPatientRow,
} from "../../support/rowFactories";
import { relatedReads } from "../../support/relatedReads";
import { renderAdmin } from "./renderAdmin";
import { fixClock } from "../../support/fixedClock";

// The calendar opens on the clock's month: a fixed day, so the chosen day is known.
fixClock("2026-03-18T12:00:00");

const R = "admin/transport/patients";
const FACILITY = "5d1c7d2a-0c55-4d7e-8d0e-2f0b5a0c9a11";
const PROVIDER = "0f6b8a4e-3c2d-4b1a-9e8f-7a6b5c4d3e21";
const ROSA = "3f4e8c2a-7b6d-4c1e-9a8b-0d2e1f3a4b5c";

const row = buildPatientRow({ id: ROSA, facilityId: FACILITY });

const related: Record<string, { id: string; [k: string]: unknown }[]> = {
  "admin/transport/facilities": [
    buildFacilityRow({ id: FACILITY, facilityName: "Riverside Care Home" }),
  ],
  "admin/transport/insurance-providers": [
    buildInsuranceProviderRow({ id: PROVIDER, name: "Buckeye Health" }),
  ],
};

function open(
  at: string,
  calls: Record<string, unknown> = {},
  role: RoleCode = "dataadmin",
) {
  const dataProvider = {
    ...relatedReads(related),
    getOne: vi.fn().mockImplementation(() => Promise.resolve({ data: row })),
    ...calls,
  };
  renderAdmin({ at, dataProvider, role, resources: { [R]: patients } });
  return { dataProvider, user: userEvent.setup() };
}

/** The first screen of a test can take a while on a busy machine. */
const SLOW = { timeout: 5000 };

/** Pastes into a field: one input event instead of one per key keeps the long form quick. */
async function fill(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  text: string,
) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

const expectDescription = (label: string, text: string) =>
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(text);

describe("Patient create", () => {
  it("validates with the shared schema, each message next to its field", async () => {
    const create = vi.fn();
    const { user } = open(`/${R}/create`, { create });
    await user.type(
      await screen.findByLabelText("First name", {}, SLOW),
      "Rosa",
    );
    await fill(user, "Phone", "555-0100");
    await fill(user, "State", "ZZ");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() =>
      expectDescription("Last name", "This field is required."),
    );
    expectDescription("Date of birth", "This field is required.");
    expectDescription("Phone", "Enter a 10-digit US phone number.");
    expectDescription("Address line 1", "This field is required.");
    expectDescription("State", "Enter a 2-letter US state code.");
    expectDescription("ZIP code", "This field is required.");
    expect(create).not.toHaveBeenCalled();
  });

  it("asks for the policy number once an insurer is chosen", async () => {
    const create = vi.fn();
    const { user } = open(`/${R}/create`, { create });
    await user.click(
      await screen.findByRole("combobox", { name: "Insurance provider" }, SLOW),
    );
    await user.click(
      await screen.findByRole("option", { name: "Buckeye Health" }),
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expectDescription(
        "Policy number",
        "Enter the policy number for the chosen insurance provider.",
      ),
    );
    expect(create).not.toHaveBeenCalled();
  });

  it("saves a complete patient and says 'New Patient added.'", async () => {
    const create = vi
      .fn()
      .mockImplementation((_r: string, { data }: { data: object }) =>
        Promise.resolve({ data: { ...row, ...data, id: "new" } }),
      );
    const { user } = open(`/${R}/create`, { create });
    await user.type(
      await screen.findByLabelText("First name", {}, SLOW),
      "Ada",
    );
    await fill(user, "Last name", "Lovelace");
    // The calendar opens on the current month; its 1st is never in the future.
    await user.click(screen.getByLabelText("Date of birth"));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("gridcell", { name: "1" }));
    await fill(user, "Address line 1", "1 Main St");
    await fill(user, "City", "Dayton");
    await fill(user, "State", "oh");
    await fill(user, "ZIP code", "45402");
    await user.click(screen.getByLabelText("Stretcher"));
    await user.click(screen.getByRole("combobox", { name: "Facility" }));
    await user.click(
      await screen.findByRole("option", { name: "Riverside Care Home" }),
    );
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("New Patient added.")).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      R,
      expect.objectContaining({
        data: expect.objectContaining({
          firstName: "Ada",
          lastName: "Lovelace",
          dateOfBirth: "2026-03-01",
          addresses: [
            expect.objectContaining({
              label: "Home",
              line1: "1 Main St",
              city: "Dayton",
              // The schema's output is what is sent: the state is upper-cased.
              state: "OH",
              postalCode: "45402",
            }),
          ],
          wheelchair: false,
          stretcher: true,
          insuranceProviderId: null,
          facilityId: FACILITY,
        }),
      }),
    );
    // Fills the whole form: slow on a busy machine.
  }, 60_000);

  it("fixes the facility for a nurse", async () => {
    open(`/${R}/create`, {}, "nurse");
    // The select re-renders once its choices arrive: wait for the settled state.
    await waitFor(() => {
      const select = screen.getByRole("combobox", { name: "Facility" });
      expect(select).toHaveAttribute("aria-disabled", "true");
      expect(select).toHaveAccessibleDescription(
        "Patients you add belong to your facility.",
      );
    }, SLOW);
  });
});

describe("Patient edit", () => {
  it("loads the patient at upsert/:id and says 'Patient updated.'", async () => {
    const update = vi
      .fn()
      .mockImplementation((_r: string, { data }: { data: object }) =>
        Promise.resolve({ data: { ...row, ...data } }),
      );
    const { user } = open(`/${R}/upsert/${ROSA}`, { update });
    const first = await screen.findByDisplayValue("Rosa", {}, SLOW);
    expect(screen.getByDisplayValue("12 Elm Street")).toBeInTheDocument();
    expect(
      await screen.findByRole("combobox", { name: "Facility" }),
    ).toHaveTextContent("Riverside Care Home");
    await user.clear(first);
    await user.type(first, "Rosalind");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Patient updated.")).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      R,
      expect.objectContaining({
        id: ROSA,
        data: expect.objectContaining({
          patientId: ROSA,
          firstName: "Rosalind",
          dateOfBirth: "1948-02-04",
          facilityId: FACILITY,
        }),
      }),
    );
  });

  it("shows the server's 422 field error next to the insurer", async () => {
    const update = vi.fn().mockRejectedValue(
      toHttpError(422, {
        message:
          "insuranceProviderId: This insurance provider is no longer active.",
        errors: [
          {
            field: "insuranceProviderId",
            message: "This insurance provider is no longer active.",
          },
        ],
      }),
    );
    const { user } = open(`/${R}/upsert/${ROSA}`, { update });
    await user.click(
      await screen.findByRole("combobox", { name: "Insurance provider" }, SLOW),
    );
    await user.click(
      await screen.findByRole("option", { name: "Buckeye Health" }),
    );
    await fill(user, "Policy number", "POL-9");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(
        screen.getByRole("combobox", { name: "Insurance provider" }),
      ).toHaveAccessibleDescription(
        "This insurance provider is no longer active.",
      ),
    );
  });
});
