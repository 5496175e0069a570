import { http, HttpResponse } from "msw";
import { HttpError } from "react-admin";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION_KEYS } from "../../../domain/constants";
import type { ApiErrorBody } from "../../../providers/httpClient";
import { apiRequest, setNavigator } from "../../../providers/httpClient";
import { readSession } from "../../../providers/session";
import { buildUser, storeSession } from "../../support/factories";
import { setupFakeServer } from "../../support/mswServer";

const { fake, server, start } = setupFakeServer();

describe("apiRequest", () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it("sends the bearer token, X-User-Id and X-User-Email of the session", async () => {
    const user = buildUser({ email: "ann@example.test" });
    storeSession(user, "tok-1");
    start();
    await apiRequest("/featuretoggles", {
      method: "POST",
      body: { codes: [] },
    });
    const { headers } = fake.api.requests[0];
    expect(headers.get("Authorization")).toBe("Bearer tok-1");
    expect(headers.get("X-User-Id")).toBe(user.userId);
    expect(headers.get("X-User-Email")).toBe("ann@example.test");
  });

  it("treats a body code outside 200/201/202 as a failure of that status", async () => {
    server.use(
      http.get("/api/odd", () =>
        HttpResponse.json({ code: 409, message: "Taken." }),
      ),
    );
    const error = (await apiRequest("/odd").catch(
      (e: unknown) => e,
    )) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(409);
    expect(error.message).toBe("Taken.");
    expect((error.body as ApiErrorBody).title).toBe("Conflict Error");
  });

  it("reads an unreachable server as the 418 Network Error", async () => {
    server.use(http.get("/api/down", () => HttpResponse.error()));
    const error = (await apiRequest("/down").catch(
      (e: unknown) => e,
    )) as HttpError;
    expect(error.status).toBe(418);
    expect(error.message).toBe(
      "An error occurred attempting to reach the server.",
    );
  });

  it("on 401 away from sign-in: clears the three keys and goes to /signin/?sessionexpired=true", async () => {
    storeSession(buildUser());
    sessionStorage.setItem(SESSION_KEYS.disclaimerAcknowledged, "true");
    const navigate = vi.fn();
    restore = setNavigator({ pathname: () => "/admin/users", navigate });
    start();
    await expect(apiRequest("/auth/user")).rejects.toMatchObject({
      status: 401,
    });
    expect(readSession()).toBeNull();
    expect(
      sessionStorage.getItem(SESSION_KEYS.disclaimerAcknowledged),
    ).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/signin/?sessionexpired=true");
  });

  it("on 401 from the sign-in page: no redirect", async () => {
    const navigate = vi.fn();
    restore = setNavigator({ pathname: () => "/signin", navigate });
    start();
    await expect(
      apiRequest("/auth/sessions", {
        method: "POST",
        body: { email: "x@y.z", password: "nope" },
      }),
    ).rejects.toMatchObject({
      status: 401,
      message: "Invalid email or password.",
    });
    expect(navigate).not.toHaveBeenCalled();
  });
});
