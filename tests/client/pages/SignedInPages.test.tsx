import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { User } from "../../../domain/schemas/user";
import { HomePage } from "../../../custom-pages/home/HomePage";
import { ProfilePage } from "../../../custom-pages/profile/ProfilePage";
import { UserProfilePage } from "../../../custom-pages/profile/UserProfilePage";
import { writeSession } from "../../../providers/session";
import { apiCalls } from "../../support/authHandlers";
import { envelope, failure } from "../../support/mswHandlers";
import { setupFakeServer } from "../../support/mswServer";
import { renderPage } from "../../support/renderWithAdmin";

const { server } = setupFakeServer();

function buildUser(overrides: Partial<User> = {}): User {
  return {
    _id: "u1",
    id: "u1",
    userId: "u1",
    email: "dora@example.org",
    firstName: "Dora",
    lastName: "Data",
    roles: [{ roleCode: "dataadmin" }],
    requirePasswordReset: false,
    emailVerified: true,
    active: true,
    facilityUserDetail: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

describe("HomePage", () => {
  it("greets the user with name and role and links to their menu entries", async () => {
    writeSession({ token: "t", user: buildUser() });
    renderPage(<HomePage />, { at: "/" });
    expect(await screen.findByText("Welcome, Dora Data")).toBeInTheDocument();
    expect(screen.getByText("Role: Data administrator")).toBeInTheDocument();
    const links = screen
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(links).toContain("/trips/all");
    expect(links).toContain("/admin/users");
    // Only administrators get the services entry.
    expect(links).not.toContain("/admin/services");
  });
});

describe("ProfilePage", () => {
  it("shows the user and saves a new name", async () => {
    writeSession({ token: "t", user: buildUser() });
    const api = apiCalls();
    server.use(
      // The digest setting has its own test (MentionDigestSection.test.tsx): it never answers here.
      api.pending("get", "/auth/profile/mention-digest"),
      api.on("post", "/auth/profile", () => envelope(buildUser())),
      // The page reads the saved user back (refreshUser).
      api.on("get", "/auth/user", () =>
        envelope(
          buildUser({
            firstName: "Dina",
            updatedAt: "2025-02-01T00:00:00.000Z",
          }),
        ),
      ),
    );
    renderPage(<ProfilePage />, { at: ProfilePage.path });
    expect(
      await screen.findByRole("heading", { name: "Dora Data" }),
    ).toBeInTheDocument();
    expect(screen.getByText("dora@example.org")).toBeInTheDocument();
    expect(screen.getByText("DD")).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Change password" }),
    ).toHaveAttribute("href", "/user/profile/credentials");
    const user = userEvent.setup();
    const first = screen.getByLabelText("First name");
    await user.clear(first);
    await user.type(first, "Dina");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(api.bodies("post", "/auth/profile")).toEqual([
        { firstName: "Dina", lastName: "Data" },
      ]),
    );
    expect(
      await screen.findByRole("heading", { name: "Dina Data" }),
    ).toBeInTheDocument();
  });
});

describe("UserProfilePage", () => {
  it("shows another user's name", async () => {
    const api = apiCalls();
    server.use(
      api.on("get", "/users/:userId/profile", () =>
        envelope({ userId: "u2", firstName: "Ned", lastName: "Nurse" }),
      ),
    );
    renderPage(<UserProfilePage />, {
      at: "/user/profile/u2",
      route: UserProfilePage.path,
    });
    expect(
      await screen.findByRole("heading", { name: "Ned Nurse" }),
    ).toBeInTheDocument();
    expect(api.sent.map((r) => r.path)).toEqual(["/users/u2/profile"]);
  });

  it("has a not-found state", async () => {
    server.use(
      apiCalls().on("get", "/users/:userId/profile", () =>
        failure(404, "User not found."),
      ),
    );
    renderPage(<UserProfilePage />, {
      at: "/user/profile/nobody",
      route: UserProfilePage.path,
    });
    expect(
      await screen.findByText("This user was not found."),
    ).toBeInTheDocument();
  });
});
