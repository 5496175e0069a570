import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { RoleCode } from "../../../domain/privileges";
import { RESOURCES } from "../../../src/routes";
import { buildFacilityUserRow } from "../../support/rowFactories";
import { renderAdmin } from "./renderAdmin";

// The resource module loads lazily, as in the app: allow for a busy test runner.
configure({ asyncUtilTimeout: 5000 });

const LIST = "admin/transport/facility-users";
const FACILITY = "5d1c7d2a-0c55-4d7e-8d0e-2f0b5a0c9a11";
const ID = "3f4e8c2a-7b6d-4c1e-9a8b-0d2e1f3a4b5c";
const row = buildFacilityUserRow({
  id: ID,
  roleCode: "facilityadmin",
  facilityUserDetail: { facilityId: FACILITY },
  requirePasswordReset: true,
  emailVerified: false,
});

function mount(role: RoleCode, calls: Record<string, unknown> = {}) {
  const getMany = vi.fn().mockResolvedValue({
    data: [{ id: FACILITY, facilityName: "Riverside Care Home" }],
  });
  renderAdmin({
    at: `/${LIST}`,
    role,
    dataProvider: {
      getList: vi.fn().mockResolvedValue({ data: [row], total: 1 }),
      getMany,
      ...calls,
    },
    resources: { [LIST]: RESOURCES[LIST] },
  });
  return { getMany };
}

describe("FacilityUserList", () => {
  it("shows an administrator every facility's users with their facility", async () => {
    const { getMany } = mount("systemadmin");
    expect(await screen.findByText("Nina Nurse")).toBeInTheDocument();
    expect(screen.getByText("Facility administrator")).toBeInTheDocument();
    expect(await screen.findByText("Riverside Care Home")).toBeInTheDocument();
    expect(getMany).toHaveBeenCalledWith(
      "admin/transport/facilities",
      expect.objectContaining({ ids: [FACILITY] }),
    );
    expect(screen.getByRole("link", { name: "Create" })).toHaveAttribute(
      "href",
      "/admin/transport/facility-user/create",
    );
    expect(screen.getByRole("link", { name: "Edit" })).toHaveAttribute(
      "href",
      `/admin/transport/facility-user/upsert/${ID}`,
    );
  });

  it("leaves the facility out for a facility admin: every row is theirs", async () => {
    mount("facilityadmin");
    expect(await screen.findByText("Nina Nurse")).toBeInTheDocument();
    expect(
      screen.queryByRole("columnheader", { name: "Facility" }),
    ).not.toBeInTheDocument();
  });

  it("deactivates the selected users, undoably", async () => {
    const updateMany = vi.fn().mockResolvedValue({ data: [ID] });
    mount("facilityadmin", { updateMany });
    const user = userEvent.setup();
    const tableRow = (await screen.findByText("Nina Nurse")).closest("tr");
    await user.click(within(tableRow as HTMLElement).getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Deactivate" }));
    expect(
      await screen.findByText("Facility User updated."),
    ).toBeInTheDocument();
    expect(updateMany).not.toHaveBeenCalled();
  });
});
