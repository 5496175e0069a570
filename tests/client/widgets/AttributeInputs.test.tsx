/**
 * A record's attributes on its screens (issue 28), on the patients admin: the form shows the active
 * attributes after the built-in fields, checks a required one before sending, and saves
 * `attributes: {<id>: value}`; the show page lists the values (a choice by its label, a retired
 * attribute's value marked).
 */
import "../../support/datePicker";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { AttributeRow } from "../../../domain/schemas/attribute";
import patients from "../../../resources/patients";
import { buildFacilityRow, buildPatientRow } from "../../support/rowFactories";
import { relatedReads } from "../../support/relatedReads";
import { renderAdmin } from "../resources/renderAdmin";

const R = "admin/transport/patients";
const ROSA = "3f4e8c2a-7b6d-4c1e-9a8b-0d2e1f3a4b5c";
const FACILITY = "5d1c7d2a-0c55-4d7e-8d0e-2f0b5a0c9a11";
const AID = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
const DOOR = "1b2c3d4e-5f60-4718-9a0b-c1d2e3f4a5b6";
const RETIRED = "0e9d8c7b-6a59-4483-b2a1-f0e9d8c7b6a5";
const NOW = "2026-03-18T12:00:00.000Z";

const definition = (over: Partial<AttributeRow>): AttributeRow => ({
  id: "",
  attributeId: "",
  name: "",
  code: "x",
  entityType: "patient",
  dataType: "text",
  description: "",
  required: false,
  active: true,
  position: 0,
  choices: [],
  createdAt: NOW,
  updatedAt: NOW,
  ...over,
});

const DEFINITIONS = [
  definition({
    id: AID,
    attributeId: AID,
    name: "Mobility aid",
    dataType: "choice",
    choices: [
      {
        attributeValueId: "c1",
        value: "walker",
        label: "Walker",
        position: 0,
        active: true,
      },
      {
        attributeValueId: "c2",
        value: "cane",
        label: "Cane",
        position: 1,
        active: true,
      },
      {
        attributeValueId: "c3",
        value: "crutches",
        label: "Crutches",
        position: 2,
        active: false,
      },
    ],
  }),
  definition({
    id: DOOR,
    attributeId: DOOR,
    name: "Preferred door",
    required: true,
    position: 1,
  }),
];

function open(at: string, attributes: Record<string, unknown>, calls = {}) {
  const row = {
    ...buildPatientRow({ id: ROSA, facilityId: FACILITY }),
    attributes,
  };
  const attributesForEntity = vi.fn().mockResolvedValue(DEFINITIONS);
  const dataProvider = {
    ...relatedReads({
      "admin/transport/facilities": [
        buildFacilityRow({ id: FACILITY, facilityName: "Riverside Care Home" }),
      ],
    }),
    getOne: vi.fn().mockImplementation(() => Promise.resolve({ data: row })),
    attributesForEntity,
    ...calls,
  };
  renderAdmin({
    at,
    dataProvider,
    role: "dataadmin",
    resources: { [R]: patients },
  });
  return { attributesForEntity, user: userEvent.setup() };
}

const SLOW = { timeout: 8000 };

describe("attributes on the patient screens", () => {
  it("checks a required attribute, then saves attributes: {<id>: value} of the active ones", async () => {
    const update = vi
      .fn()
      .mockImplementation((_r: string, { data }: { data: object }) =>
        Promise.resolve({ data: { id: ROSA, ...data } }),
      );
    const { user, attributesForEntity } = open(
      `/${R}/upsert/${ROSA}`,
      { [RETIRED]: "kept" },
      { update },
    );
    const door = await screen.findByRole(
      "textbox",
      { name: "Preferred door" },
      SLOW,
    );
    expect(attributesForEntity).toHaveBeenCalledWith(
      "patient",
      expect.anything(),
    );
    await user.click(screen.getByRole("combobox", { name: "Mobility aid" }));
    // A retired value is not offered.
    expect(screen.queryByRole("option", { name: "Crutches" })).toBeNull();
    await user.click(await screen.findByRole("option", { name: "Walker" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(door).toHaveAccessibleDescription("Preferred door is required."),
    );
    expect(update).not.toHaveBeenCalled();

    await user.type(door, "Side door");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Patient updated.")).toBeInTheDocument();
    const { data } = update.mock.calls[0][1] as {
      data: { attributes: unknown };
    };
    // The retired attribute's stored value is not sent back (the server keeps it).
    expect(data.attributes).toEqual({ [AID]: "walker", [DOOR]: "Side door" });
  });

  it("lists the values on the show page: a choice by its label, a retired attribute's value marked", async () => {
    open(`/${R}/${ROSA}`, {
      [AID]: "cane",
      [DOOR]: "Back door",
      [RETIRED]: "kept",
    });
    expect(await screen.findByText("Cane", {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText("Mobility aid")).toBeInTheDocument();
    expect(screen.getByText("Back door")).toBeInTheDocument();
    expect(screen.getByText("Retired attribute")).toBeInTheDocument();
    expect(screen.getByText("(retired)")).toBeInTheDocument();
  });

  it("filters the list on a choice attribute as {attribute: {<id>: value}}", async () => {
    const getList = vi.fn().mockResolvedValue({
      data: [{ ...buildPatientRow({ id: ROSA }), attributes: {} }],
      total: 1,
    });
    const { user } = open(`/${R}`, {}, { getList });
    await user.click(
      await screen.findByRole("button", { name: "Add filter" }, SLOW),
    );
    const menu = await screen.findByRole("menu");
    // A text attribute has no filter.
    expect(
      within(menu).queryByRole("menuitemcheckbox", { name: "Preferred door" }),
    ).toBeNull();
    await user.click(
      within(menu).getByRole("menuitemcheckbox", { name: "Mobility aid" }),
    );
    await user.click(
      await screen.findByRole("combobox", { name: "Mobility aid" }),
    );
    await user.click(await screen.findByRole("option", { name: "Cane" }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        R,
        expect.objectContaining({ filter: { attribute: { [AID]: "cane" } } }),
      ),
    );
  });
});
