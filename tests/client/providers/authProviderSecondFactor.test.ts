import { http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  authProvider,
  SecondFactorRequired,
} from "../../../providers/authProvider";
import { setNavigator } from "../../../providers/httpClient";
import { readSession } from "../../../providers/session";
import { buildUser } from "../../support/factories";
import { envelope, failure } from "../../support/mswHandlers";
import { setupFakeServer } from "../../support/mswServer";

const { server } = setupFakeServer();
const user = buildUser({ email: "ada@example.test" });
const WRONG = "The authentication code is not valid.";

/** The server of issue 11: the password answers an mfaToken; 123456 or a recovery code completes it. */
function secondFactorServer() {
  const bodies: unknown[] = [];
  server.use(
    http.post("/api/auth/sessions", () =>
      envelope({ mfaRequired: true, mfaToken: "mfa-1" }),
    ),
    http.post("/api/auth/sessions/totp", async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (body.mfaToken !== "mfa-1") return failure(401);
      if (body.code === "123456" || body.recoveryCode === "abcd-efgh-ijkl")
        return envelope({ token: "token-2fa", user });
      return failure(401, WRONG);
    }),
  );
  return bodies;
}

describe("authProvider.login with a second factor (issue 11)", () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it("stops after the password with the mfaToken, storing no session", async () => {
    secondFactorServer();
    const refused = await authProvider
      .login({ email: user.email, password: "pw" })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SecondFactorRequired);
    expect((refused as SecondFactorRequired).mfaToken).toBe("mfa-1");
    expect(readSession()).toBeNull();
  });

  it("stores the session the second step answers, with a code or a recovery code", async () => {
    const bodies = secondFactorServer();
    await authProvider.login({ mfaToken: "mfa-1", code: "123456" });
    expect(readSession()).toEqual({ token: "token-2fa", user });
    await authProvider.login({
      mfaToken: "mfa-1",
      recoveryCode: "abcd-efgh-ijkl",
    });
    expect(bodies).toEqual([
      { mfaToken: "mfa-1", code: "123456" },
      { mfaToken: "mfa-1", recoveryCode: "abcd-efgh-ijkl" },
    ]);
  });

  it("prefixes a refused code with 'Sign-in failure: ' and stays on the sign-in page", async () => {
    const navigate = vi.fn();
    restore = setNavigator({ pathname: () => "/signin", navigate });
    secondFactorServer();
    await expect(
      authProvider.login({ mfaToken: "mfa-1", code: "000000" }),
    ).rejects.toMatchObject({
      status: 401,
      message: `Sign-in failure: ${WRONG}`,
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(readSession()).toBeNull();
  });
});
