import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { GetListParams, GetManyParams } from "react-admin";
import { describe, expect, it, vi } from "vitest";
import type { RoleCode } from "../../../domain/privileges";
import patients from "../../../resources/patients";
import type { PatientRow } from "../../../resources/patients/patientModel";
import {
  buildFacilityRow,
  buildInsuranceProviderRow,
  buildPatientRow,
} from "../../support/rowFactories";
import { renderAdmin } from "./renderAdmin";

const R = "admin/transport/patients";
/** The first screen of a test can take a while on a busy machine. */
const SLOW = { timeout: 5000 };
const FACILITY = "5d1c7d2a-0c55-4d7e-8d0e-2f0b5a0c9a11";
const PROVIDER = "0f6b8a4e-3c2d-4b1a-9e8f-7a6b5c4d3e21";
const ROSA = "3f4e8c2a-7b6d-4c1e-9a8b-0d2e1f3a4b5c";

const buildPatient = (overrides: Partial<PatientRow> = {}) =>
  buildPatientRow({
    id: ROSA,
    insuranceProviderId: PROVIDER,
    insurancePolicyId: "POL-778",
    facilityId: FACILITY,
    ...overrides,
  });

const related: Record<string, { id: string; [k: string]: unknown }[]> = {
  "admin/transport/facilities": [
    buildFacilityRow({ id: FACILITY, facilityName: "Riverside Care Home" }),
  ],
  "admin/transport/insurance-providers": [
    buildInsuranceProviderRow({ id: PROVIDER, name: "Buckeye Health" }),
  ],
};

function provider(rows: PatientRow[]) {
  return {
    getList: vi
      .fn()
      .mockImplementation((resource: string, _params: GetListParams) =>
        Promise.resolve(
          resource === R
            ? { data: rows, total: rows.length }
            : { data: related[resource] ?? [], total: 1 },
        ),
      ),
    getMany: vi
      .fn()
      .mockImplementation((resource: string, { ids }: GetManyParams) =>
        Promise.resolve({
          data: (related[resource] ?? []).filter((r) => ids.includes(r.id)),
        }),
      ),
    getOne: vi
      .fn()
      .mockImplementation(() => Promise.resolve({ data: rows[0] })),
    deleteMany: vi
      .fn()
      .mockImplementation(() => Promise.resolve({ data: [ROSA] })),
  };
}

const open = (role: RoleCode, rows = [buildPatient()]) => {
  const dataProvider = provider(rows);
  renderAdmin({
    at: `/${R}`,
    dataProvider,
    role,
    resources: { [R]: patients },
  });
  return dataProvider;
};

describe("PatientList", () => {
  it("lists patients sorted by last name, with mobility, insurer and facility names", async () => {
    const dataProvider = open("dataadmin");
    const row = (await screen.findByText("Parks", {}, SLOW)).closest("tr")!;
    for (const text of ["Rosa", "1948-02-04", "(614) 555-0142", "Wheelchair"])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(
      await within(row).findByText("Buckeye Health", {}, SLOW),
    ).toBeInTheDocument();
    expect(
      await within(row).findByText("Riverside Care Home", {}, SLOW),
    ).toBeInTheDocument();
    expect(within(row).queryByText("Stretcher")).not.toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      R,
      expect.objectContaining({
        sort: { field: "lastName", order: "ASC" },
        pagination: { page: 1, perPage: 10 },
      }),
    );
    expect(within(row).getByRole("link", { name: "Edit" })).toHaveAttribute(
      "href",
      `/${R}/upsert/${ROSA}`,
    );
    // The list's own toolbar (the bulk toolbar, hidden until rows are selected, has its own Export).
    const toolbar = screen
      .getByRole("button", { name: "Add filter" })
      .closest<HTMLElement>(".MuiToolbar-root")!;
    expect(
      within(toolbar).getByRole("link", { name: "Create" }),
    ).toHaveAttribute("href", `/${R}/create`);
    expect(
      within(toolbar).getByRole("button", { name: "Export" }),
    ).toBeEnabled();
  });

  it("opens the show page on a row click, with details, address and insurance", async () => {
    open("dataadmin");
    const user = userEvent.setup();
    await user.click(await screen.findByText("Parks", {}, SLOW));
    expect(
      await screen.findByText("12 Elm Street, Columbus, OH 43215", {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText("POL-778")).toBeInTheDocument();
    expect(
      await screen.findByText("Buckeye Health", {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Edit" })).toHaveAttribute(
      "href",
      `/${R}/upsert/${ROSA}`,
    );
  });

  it("offers the facility filter and column to transport staff only", async () => {
    open("dataadmin");
    const user = userEvent.setup();
    await screen.findByText("Parks", {}, SLOW);
    expect(
      screen.getByRole("columnheader", { name: "Facility" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add filter" }));
    const menu = await screen.findByRole("menu");
    for (const name of [
      "Facility",
      "Insurance provider",
      "Wheelchair",
      "Stretcher",
    ])
      expect(
        within(menu).getByRole("menuitemcheckbox", { name }),
      ).toBeInTheDocument();
  });

  it("has no facility filter or column for a nurse", async () => {
    open("nurse");
    const user = userEvent.setup();
    await screen.findByText("Parks", {}, SLOW);
    expect(
      screen.queryByRole("columnheader", { name: "Facility" }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add filter" }));
    const menu = await screen.findByRole("menu");
    expect(
      within(menu).queryByRole("menuitemcheckbox", { name: "Facility" }),
    ).not.toBeInTheDocument();
    expect(
      within(menu).getByRole("menuitemcheckbox", { name: "Wheelchair" }),
    ).toBeInTheDocument();
  });

  it("deletes selected rows undoably: 'Patient deleted.' with Undo, nothing sent yet", async () => {
    const dataProvider = open("dataadmin");
    const user = userEvent.setup();
    const row = (await screen.findByText("Parks", {}, SLOW)).closest("tr")!;
    await user.click(within(row).getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(
      await screen.findByText("Patient deleted.", {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Undo" })).toBeInTheDocument();
    expect(dataProvider.deleteMany).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() =>
      expect(screen.queryByText("Patient deleted.")).not.toBeInTheDocument(),
    );
    expect(dataProvider.deleteMany).not.toHaveBeenCalled();
  });

  it("shows the empty state with an invitation to add a patient", async () => {
    open("nurse", []);
    expect(
      await screen.findByText("No patients yet.", {}, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Add a patient to book trips for them."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create" })).toHaveAttribute(
      "href",
      `/${R}/create`,
    );
  });
});
