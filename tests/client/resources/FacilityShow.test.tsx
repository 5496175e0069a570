import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { RoleCode } from "../../../domain/privileges";
import { RESOURCES } from "../../../src/routes";
import {
  buildFacilityRow,
  buildFacilityUserRow,
  buildPatientRow,
} from "../../support/rowFactories";
import { renderAdmin } from "./renderAdmin";

// The resource module loads lazily, as in the app: allow for a busy test runner.
configure({ asyncUtilTimeout: 5000 });

const T = "admin/transport";
const ID = "0b6f1c1e-3d2a-4c5b-8e9f-1a2b3c4d5e61";
const facility = buildFacilityRow({
  id: ID,
  facilityType: "hospital",
  addressLine2: null,
});
const nurse = {
  ...buildFacilityUserRow({
    id: "5f0c8a3e-1b2c-4d3e-9f4a-0b1c2d3e4f51",
    facilityUserDetail: { facilityId: ID },
  }),
  roles: [{ roleCode: "nurse" }],
};
const patient = buildPatientRow({
  id: "6a1d9b4f-2c3d-4e5f-8a6b-1c2d3e4f5a61",
  firstName: "Paul",
  lastName: "Patient",
  dateOfBirth: "1948-07-14",
  facilityId: ID,
});

function mount(role: RoleCode) {
  const getManyReference = vi
    .fn()
    .mockImplementation((resource: string) =>
      Promise.resolve(
        resource === `${T}/patients`
          ? { data: [patient], total: 1 }
          : { data: [nurse], total: 1 },
      ),
    );
  renderAdmin({
    at: `/${T}/facility/${ID}`,
    role,
    dataProvider: {
      getOne: vi.fn().mockResolvedValue({ data: facility }),
      getManyReference,
    },
    resources: {
      [`${T}/facilities`]: RESOURCES[`${T}/facilities`],
      [`${T}/facility-users`]: RESOURCES[`${T}/facility-users`],
      [`${T}/patients`]: RESOURCES[`${T}/patients`],
    },
  });
  return { getManyReference };
}

describe("FacilityShow", () => {
  it("shows the facility's details, type in words and one-line address", async () => {
    mount("systemadmin");
    expect(await screen.findByText("Bea Biller")).toBeInTheDocument();
    expect(screen.getByText("Riverside Care Home")).toBeInTheDocument();
    expect(screen.getByText("Hospital")).toBeInTheDocument();
    expect(screen.getByText("12 Elm St, Dublin, OH 43017")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Edit" })).toHaveAttribute(
      "href",
      `/${T}/facility/upsert/${ID}`,
    );
  });

  it("lists its facility users and its patients, each with one search by facilityId", async () => {
    const { getManyReference } = mount("systemadmin");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "Users" }));
    expect(await screen.findByText("Nina Nurse")).toBeInTheDocument();
    expect(screen.getByText("Nurse")).toBeInTheDocument();
    expect(getManyReference).toHaveBeenCalledWith(
      `${T}/facility-users`,
      expect.objectContaining({
        target: "facilityId",
        id: ID,
        sort: { field: "lastName", order: "ASC" },
      }),
    );
    await user.click(screen.getByRole("tab", { name: "Patients" }));
    expect(await screen.findByText("Paul Patient")).toBeInTheDocument();
    expect(screen.getByText("1948-07-14")).toBeInTheDocument();
    expect(getManyReference).toHaveBeenCalledWith(
      `${T}/patients`,
      expect.objectContaining({ target: "facilityId", id: ID }),
    );
  });

  it("reads a data admin's staff list from the users admin (facility users need role facilityadmin)", async () => {
    const { getManyReference } = mount("dataadmin");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "Users" }));
    expect(await screen.findByText("Nina Nurse")).toBeInTheDocument();
    await waitFor(() =>
      expect(getManyReference).toHaveBeenCalledWith(
        "admin/users",
        expect.objectContaining({ target: "facilityId", id: ID }),
      ),
    );
    expect(getManyReference).not.toHaveBeenCalledWith(
      `${T}/facility-users`,
      expect.anything(),
    );
  });
});
