import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION_KEYS } from "../../../domain/constants";
import { authProvider, refreshUser } from "../../../providers/authProvider";
import { setNavigator, toHttpError } from "../../../providers/httpClient";
import { lastSessionEnd, readSession } from "../../../providers/session";
import { addSession, addUser } from "../../support/fakeApi";
import {
  buildUser,
  buildUserWithRole,
  storeSession,
} from "../../support/factories";
import { setupFakeServer } from "../../support/mswServer";

const { fake, start } = setupFakeServer();
const PASSWORD = "correct horse battery";

describe("authProvider", () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it("login stores token and user; a reload finds them in session storage", async () => {
    const user = buildUser({ email: "ann@example.test" });
    addUser(fake.api, user, PASSWORD);
    start();
    await authProvider.login({ email: "ann@example.test", password: PASSWORD });
    expect(fake.api.requests[0]).toMatchObject({
      method: "POST",
      path: "/auth/sessions",
    });
    expect(readSession()).toEqual({ token: `token-${user.userId}`, user });
    await expect(authProvider.checkAuth()).resolves.toBeUndefined();
  });

  it("login failure is prefixed 'Sign-in failure: '", async () => {
    restore = setNavigator({ pathname: () => "/signin", navigate: vi.fn() });
    start();
    await expect(
      authProvider.login({ email: "nobody@example.test", password: "x" }),
    ).rejects.toMatchObject({
      status: 401,
      message: "Sign-in failure: Invalid email or password.",
    });
    expect(readSession()).toBeNull();
  });

  it("logout calls DELETE /auth/sessions, clears the three keys and goes to /signin", async () => {
    const user = buildUser();
    addUser(fake.api, user);
    storeSession(user, addSession(fake.api, user));
    sessionStorage.setItem(SESSION_KEYS.disclaimerAcknowledged, "true");
    start();
    await expect(authProvider.logout()).resolves.toBe("/signin");
    expect(fake.api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "DELETE /auth/sessions",
    ]);
    expect(sessionStorage.length).toBe(0);
  });

  it("logout still signs out locally when the server call fails", async () => {
    storeSession(buildUser(), "unknown-token");
    restore = setNavigator({ pathname: () => "/", navigate: vi.fn() });
    start();
    await expect(authProvider.logout()).resolves.toBe("/signin");
    expect(readSession()).toBeNull();
  });

  it("checkAuth rejects without a session, towards /signin", async () => {
    await expect(authProvider.checkAuth()).rejects.toMatchObject({
      redirectTo: "/signin",
    });
  });

  it("checkError: 401 clears the session and redirects to the expired sign-in", async () => {
    storeSession(buildUser());
    await expect(
      authProvider.checkError(toHttpError(401, null)),
    ).rejects.toMatchObject({
      redirectTo: "/signin/?sessionexpired=true",
    });
    expect(readSession()).toBeNull();
    // Any check after it (react-admin's checkAuth, the layout) agrees on the expired sign-in.
    expect(lastSessionEnd()).toBe("expired");
    await expect(authProvider.checkAuth()).rejects.toMatchObject({
      redirectTo: "/signin/?sessionexpired=true",
    });
  });

  it("the logout react-admin runs after a 401 keeps the expired sign-in for every later check", async () => {
    storeSession(buildUser());
    await expect(
      authProvider.checkError(toHttpError(401, null)),
    ).rejects.toMatchObject({ redirectTo: "/signin/?sessionexpired=true" });
    // react-admin signs out after the rejected check (useLogoutIfAccessDenied); with no session left
    // to end it must not turn the expiry into a plain sign-out, or a check racing it sends the user
    // to /signin without the notice (seen in a browser test under load).
    await authProvider.logout();
    expect(lastSessionEnd()).toBe("expired");
    await expect(authProvider.checkAuth()).rejects.toMatchObject({
      redirectTo: "/signin/?sessionexpired=true",
    });
  });

  it("checkError: 403 refuses without logging out", async () => {
    storeSession(buildUser());
    await expect(
      authProvider.checkError(toHttpError(403, null)),
    ).rejects.toMatchObject({
      logoutUser: false,
      message: "Your account is not permitted to access this resource.",
    });
    expect(readSession()).not.toBeNull();
  });

  it.each([400, 404, 409, 422, 500])(
    "checkError: %i is not an auth problem",
    async (status) => {
      await expect(
        authProvider.checkError(toHttpError(status, null)),
      ).resolves.toBeUndefined();
    },
  );

  it("getIdentity gives the display name and the user's fields, permissions the user", async () => {
    const user = buildUser({ firstName: "Ann", lastName: "Lee" });
    storeSession(user);
    const identity = await authProvider.getIdentity();
    expect(identity).toMatchObject({
      id: user.userId,
      fullName: "Ann Lee",
      roles: user.roles,
    });
    expect(identity.avatar).toBeUndefined();
    await expect(authProvider.getPermissions()).resolves.toEqual(user);
  });

  it("canAccess answers from the §6 gates", async () => {
    storeSession(buildUserWithRole("dataadmin"));
    const can = (resource: string, action: string) =>
      authProvider.canAccess({ resource, action });
    await expect(can("admin/users", "list")).resolves.toBe(true);
    await expect(can("admin/users", "edit")).resolves.toBe(true);
    await expect(can("admin/features", "list")).resolves.toBe(false);
    storeSession(buildUserWithRole("systemadmin"));
    await expect(can("admin/features", "create")).resolves.toBe(true);
    storeSession(buildUserWithRole("nurse"));
    await expect(can("admin/users", "list")).resolves.toBe(false);
  });

  it("canAccess answers a privilege named as the action (src/session/usePrivilege)", async () => {
    const can = (resource: string, action: string) =>
      authProvider.canAccess({ resource, action });
    storeSession(buildUserWithRole("driver"));
    // Drivers open vehicles (view-vehicles) but may not change them.
    await expect(
      can("admin/transport/vehicles", "view-vehicles"),
    ).resolves.toBe(true);
    await expect(
      can("admin/transport/vehicles", "modify-vehicles"),
    ).resolves.toBe(false);
    storeSession(buildUserWithRole("dataadmin"));
    await expect(can("admin/users", "modify-users")).resolves.toBe(true);
    await expect(can("admin/features", "modify-features")).resolves.toBe(false);
    storeSession(buildUserWithRole("systemadmin"));
    await expect(can("admin/features", "modify-features")).resolves.toBe(true);
  });

  it("refreshUser replaces the stored user and keeps the token", async () => {
    const user = buildUser({ requirePasswordReset: true });
    addUser(fake.api, user);
    const token = storeSession(user, addSession(fake.api, user));
    fake.api.users.get(user.email)!.user = {
      ...user,
      requirePasswordReset: false,
    };
    start();
    await refreshUser();
    expect(readSession()).toEqual({
      token,
      user: { ...user, requirePasswordReset: false },
    });
  });

  it("refreshUser failure is prefixed 'Failed to retrieve the current User: '", async () => {
    restore = setNavigator({ pathname: () => "/", navigate: vi.fn() });
    storeSession(buildUser(), "stale");
    start();
    await expect(refreshUser()).rejects.toMatchObject({
      message:
        "Failed to retrieve the current User: Your account is not authorized to take this action.",
    });
  });
});
