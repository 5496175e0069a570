import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { toHttpError } from "../../../providers/httpClient";
import type { UserRow } from "../../../resources/users/userModel";
import { buildFacilityRow, buildUserRow } from "../../support/rowFactories";
import { renderAdmin } from "./renderAdmin";

const FACILITY = "5d1c7d2a-0c55-4d7e-8d0e-2f0b5a0c9a11";

const buildUser = (overrides: Partial<UserRow> = {}) =>
  buildUserRow({
    id: "3f4e8c2a-7b6d-4c1e-9a8b-0d2e1f3a4b5c",
    email: "nina@example.org",
    firstName: "Nina",
    lastName: "Nurse",
    roles: [{ roleCode: "nurse" }],
    facilityUserDetail: { facilityId: FACILITY },
    ...overrides,
  });

const facilities = [
  buildFacilityRow({ id: FACILITY, facilityName: "General Hospital" }),
];
const facilityCalls = {
  getList: vi.fn().mockResolvedValue({ data: facilities, total: 1 }),
  getMany: vi.fn().mockResolvedValue({ data: facilities }),
};

async function fillNewUser() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Email"), "taken@example.org");
  await user.type(screen.getByLabelText("First name"), "Tom");
  await user.type(screen.getByLabelText("Last name"), "Taken");
  await user.click(screen.getByRole("combobox", { name: "Role" }));
  await user.click(await screen.findByRole("option", { name: "Customer" }));
  return user;
}

describe("User create and edit", () => {
  it("shows a 422 server field error next to the field", async () => {
    const create = vi.fn().mockRejectedValue(
      toHttpError(422, {
        message: "email: A user with this email already exists.",
        errors: [
          { field: "email", message: "A user with this email already exists." },
        ],
      }),
    );
    renderAdmin({
      at: "/admin/users/create",
      dataProvider: { ...facilityCalls, create },
    });
    const user = await fillNewUser();
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() =>
      expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
        "A user with this email already exists.",
      ),
    );
    expect(create).toHaveBeenCalledWith(
      "admin/users",
      expect.objectContaining({
        data: expect.objectContaining({
          email: "taken@example.org",
          roles: [{ roleCode: "customer" }],
          facilityUserDetail: null,
        }),
      }),
    );
  });

  it("puts a server error on roles[0] under the role select", async () => {
    const create = vi.fn().mockRejectedValue(
      toHttpError(422, {
        message: "roles.0.roleCode: Invalid option.",
        errors: [{ field: "roles.0.roleCode", message: "Invalid option." }],
      }),
    );
    renderAdmin({
      at: "/admin/users/create",
      dataProvider: { ...facilityCalls, create },
    });
    const user = await fillNewUser();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Invalid option.")).toBeInTheDocument();
  });

  it("validates with the shared schema before saving", async () => {
    const create = vi.fn();
    renderAdmin({
      at: "/admin/users/create",
      dataProvider: { ...facilityCalls, create },
    });
    const user = userEvent.setup();
    // react-admin keeps Save disabled until the form changes.
    await user.type(await screen.findByLabelText("Email"), "nope");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Choose a role.")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
      "Enter a valid email address.",
    );
    expect(create).not.toHaveBeenCalled();
  });

  it("edits at upsert/:id, shows the facility for a nurse and says 'User updated.'", async () => {
    const row = buildUser();
    const getOne = vi.fn().mockResolvedValue({ data: row });
    const update = vi
      .fn()
      .mockResolvedValue({ data: { ...row, firstName: "Nora" } });
    renderAdmin({
      at: `/admin/users/upsert/${row.id}`,
      dataProvider: {
        ...facilityCalls,
        getOne,
        update,
        getList: facilityCalls.getList,
      },
    });
    const user = userEvent.setup();
    const first = await screen.findByDisplayValue("Nina");
    expect(
      await screen.findByRole("combobox", { name: "Facility" }),
    ).toHaveTextContent("General Hospital");
    await user.clear(first);
    await user.type(first, "Nora");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("User updated.")).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      "admin/users",
      expect.objectContaining({
        id: row.id,
        data: expect.objectContaining({
          userId: row.userId,
          firstName: "Nora",
          facilityUserDetail: { facilityId: FACILITY },
        }),
      }),
    );
  });

  it("refuses the form to a view-users holder", async () => {
    renderAdmin({
      at: "/admin/users/create",
      dataProvider: facilityCalls,
      role: "facilityadmin",
    });
    expect(
      await screen.findByText(
        "Your account is not permitted to add or change users.",
      ),
    ).toBeInTheDocument();
  });
});
