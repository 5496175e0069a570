import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildFacilityRow, buildUserRow } from "../../support/rowFactories";
import { renderAdmin } from "./renderAdmin";

const FACILITY = "5d1c7d2a-0c55-4d7e-8d0e-2f0b5a0c9a11";
const rows = [
  buildUserRow({
    id: "u1",
    email: "nina@example.org",
    firstName: "Nina",
    lastName: "Nurse",
    roles: [{ roleCode: "nurse" }],
    requirePasswordReset: true,
    facilityUserDetail: { facilityId: FACILITY },
  }),
];
const dataProvider = () => ({
  getList: vi.fn().mockResolvedValue({ data: rows, total: 1 }),
  getMany: vi.fn().mockResolvedValue({
    data: [
      buildFacilityRow({ id: FACILITY, facilityName: "General Hospital" }),
    ],
  }),
});

describe("UserList", () => {
  it("lists name, email, role and facility, with create and edit for modify-users", async () => {
    const provider = dataProvider();
    renderAdmin({
      at: "/admin/users",
      dataProvider: provider,
      role: "dataadmin",
    });
    expect(await screen.findByText("Nina Nurse")).toBeInTheDocument();
    expect(screen.getByText("nina@example.org")).toBeInTheDocument();
    expect(screen.getByText("Nurse")).toBeInTheDocument();
    expect(await screen.findByText("General Hospital")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create" })).toHaveAttribute(
      "href",
      "/admin/users/create",
    );
    expect(screen.getByRole("link", { name: "Edit" })).toHaveAttribute(
      "href",
      "/admin/users/upsert/u1",
    );
    expect(provider.getList).toHaveBeenCalledWith(
      "admin/users",
      expect.objectContaining({ sort: { field: "lastName", order: "ASC" } }),
    );
  });

  it("has no create or edit for a view-only role", async () => {
    // No role holds view-users without modify-users in §6, so a facility admin stands in for
    // "cannot modify" here (the route gate, not this screen, decides who may list).
    renderAdmin({
      at: "/admin/users",
      dataProvider: dataProvider(),
      role: "facilityadmin",
    });
    expect(await screen.findByText("Nina Nurse")).toBeInTheDocument();
    expect(
      screen.queryByRole("link", { name: "Create" }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole("link", { name: "Edit" }),
    ).not.toBeInTheDocument();
  });
});
