import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { RoleCode } from "../../../domain/privileges";
import type { User } from "../../../domain/schemas/user";
import { toHttpError } from "../../../providers/httpClient";
import { writeSession } from "../../../providers/session";
import type { FacilityUserRow } from "../../../resources/facility-users/facilityUserModel";
import { RESOURCES } from "../../../src/routes";
import {
  buildFacilityRow,
  buildFacilityUserRow,
} from "../../support/rowFactories";
import { renderAdmin } from "./renderAdmin";

// The resource module loads lazily, as in the app: allow for a busy test runner.
configure({ asyncUtilTimeout: 5000 });

const T = "admin/transport";
const OWN = "5d1c7d2a-0c55-4d7e-8d0e-2f0b5a0c9a11";
const OTHER = "5d1c7d2a-0c55-4d7e-8d0e-2f0b5a0c9a12";
const facilities = [
  buildFacilityRow({ id: OWN, facilityName: "Riverside Care Home" }),
  buildFacilityRow({ id: OTHER, facilityName: "Hillcrest Clinic" }),
];

const buildRow = (overrides: Partial<FacilityUserRow> = {}) =>
  buildFacilityUserRow({
    id: "3f4e8c2a-7b6d-4c1e-9a8b-0d2e1f3a4b5c",
    facilityUserDetail: { facilityId: OWN },
    ...overrides,
  });

/** The signed-in user as the app stores it: a facility admin carries their facility. */
function signIn(role: RoleCode, facilityId: string | null) {
  const user: User = {
    _id: "me",
    id: "me",
    userId: "me",
    email: "me@example.org",
    firstName: "Fay",
    lastName: "Admin",
    roles: [{ roleCode: role }],
    requirePasswordReset: false,
    emailVerified: true,
    active: true,
    facilityUserDetail: facilityId ? { facilityId } : null,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
  };
  writeSession({ token: "token", user });
}

function mount(at: string, role: RoleCode, calls: Record<string, unknown>) {
  return renderAdmin({
    at,
    role,
    dataProvider: {
      getList: vi.fn().mockResolvedValue({ data: facilities, total: 2 }),
      getMany: vi
        .fn()
        .mockImplementation((_resource: string, { ids }: { ids: string[] }) =>
          Promise.resolve({
            data: facilities.filter((f) => ids.includes(f.id)),
          }),
        ),
      getOne: vi.fn().mockResolvedValue({ data: facilities[0] }),
      ...calls,
    },
    resources: {
      [`${T}/facility-users`]: RESOURCES[`${T}/facility-users`],
    },
  });
}

async function fillNewUser() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Email"), "fern@example.org");
  await user.type(screen.getByLabelText("First name"), "Fern");
  await user.type(screen.getByLabelText("Last name"), "Field");
  return user;
}

describe("Facility user create and edit", () => {
  it("fixes a facility admin's new user to their own facility", async () => {
    signIn("facilityadmin", OWN);
    const create = vi.fn((_resource: string, { data }: { data: object }) =>
      Promise.resolve({ data: { ...buildRow(), ...data } }),
    );
    mount(`/${T}/facility-user/create`, "facilityadmin", { create });
    const facility = await screen.findByLabelText("Facility");
    await waitFor(() => expect(facility).toHaveValue("Riverside Care Home"));
    expect(facility).toHaveAttribute("readonly");
    expect(facility).toHaveAccessibleDescription(
      "Users you add belong to your facility.",
    );
    const user = await fillNewUser();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("New Facility User added."),
    ).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      `${T}/facility-users`,
      expect.objectContaining({
        data: expect.objectContaining({
          email: "fern@example.org",
          roleCode: "nurse",
          facilityUserDetail: { facilityId: OWN },
          active: true,
        }),
      }),
    );
  });

  it("shows validation messages next to the fields before saving", async () => {
    signIn("systemadmin", null);
    const create = vi.fn();
    mount(`/${T}/facility-user/create`, "systemadmin", { create });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "nope");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
        "Enter a valid email address.",
      ),
    );
    expect(screen.getByLabelText("First name")).toHaveAccessibleDescription(
      "This field is required.",
    );
    // An administrator picks the facility, and must.
    expect(
      screen.getByRole("combobox", { name: "Facility" }),
    ).toHaveAccessibleDescription("Choose a facility.");
    expect(create).not.toHaveBeenCalled();
  });

  it("puts a server field error (409 duplicate email) next to the field", async () => {
    signIn("facilityadmin", OWN);
    const message = "A user with this email already exists.";
    const create = vi
      .fn()
      .mockRejectedValue(
        toHttpError(409, { message, errors: [{ field: "email", message }] }),
      );
    mount(`/${T}/facility-user/create`, "facilityadmin", { create });
    await screen.findByDisplayValue("Riverside Care Home");
    const user = await fillNewUser();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
        message,
      ),
    );
  });

  it("edits at upsert/:id and says 'Facility User updated.'", async () => {
    signIn("systemadmin", null);
    const row = buildRow({ facilityUserDetail: { facilityId: OTHER } });
    const update = vi.fn((_resource: string, { data }: { data: object }) =>
      Promise.resolve({ data: { ...row, ...data } }),
    );
    mount(`/${T}/facility-user/upsert/${row.id}`, "systemadmin", {
      getOne: vi.fn().mockResolvedValue({ data: row }),
      update,
    });
    const first = await screen.findByDisplayValue("Nina");
    // The autocomplete shows the name once its getMany answers.
    expect(await screen.findByDisplayValue("Hillcrest Clinic")).toBe(
      screen.getByRole("combobox", { name: "Facility" }),
    );
    expect(screen.getByRole("combobox", { name: "Role" })).toHaveTextContent(
      "Nurse",
    );
    const user = userEvent.setup();
    await user.clear(first);
    await user.type(first, "Nora");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Facility User updated."),
    ).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      `${T}/facility-users`,
      expect.objectContaining({
        id: row.id,
        data: expect.objectContaining({
          facilityUserId: row.id,
          firstName: "Nora",
          roleCode: "nurse",
          facilityUserDetail: { facilityId: OTHER },
        }),
      }),
    );
  });
  it("does not offer a facility admin their own demotion or deactivation", async () => {
    signIn("facilityadmin", OWN);
    const self = buildRow({
      id: "me",
      facilityUserId: "me",
      userId: "me",
      roleCode: "facilityadmin",
    });
    mount(`/${T}/facility-user/upsert/me`, "facilityadmin", {
      getOne: vi.fn((resource: string) =>
        Promise.resolve({
          data: resource === `${T}/facility-users` ? self : facilities[0],
        }),
      ),
    });
    const role = await screen.findByRole("combobox", { name: "Role" });
    expect(role).toHaveAccessibleDescription(
      "You cannot change your own role or deactivate your own account.",
    );
    expect(screen.getByRole("switch", { name: "Active" })).toBeDisabled();
  });
});
