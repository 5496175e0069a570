/**
 * The second factor (issue 11, ASVS V6.5): enrolling an authenticator, and the roles that must
 * enrol before anything else (MFA_REQUIRED_ROLES). Sign-in in two steps and managing the factor
 * are in totp-signin.test.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "../../server/auth/totpSecret";
import { parseKey32, testConfig } from "../../server/config";
import { recoveryCodes, userTotp } from "../../server/db/schema";
import { MFA_ENROLMENT_REQUIRED } from "../../server/plugins/auth";
import { MFA_CODE_INVALID } from "../../server/routes/auth/secondFactor";
import { TOTP_ALREADY_ON } from "../../server/routes/auth/totp";
import { as, expectError, get, post } from "./support/api";
import { TEST_PASSWORD } from "./support/factories";
import { codeFor, enrol, wrongCodeFor } from "./support/totp";
import { KEY, totpWorld } from "./support/totpWorld";

const { w, status } = totpWorld();

describe("enrolling an authenticator", () => {
  it("needs a session for every call", async () => {
    expectError(await get(w.t, "/api/auth/totp"), 401);
    for (const url of [
      "/api/auth/totp/enrolment",
      "/api/auth/totp/confirmation",
      "/api/auth/totp/recovery-codes",
      "/api/auth/totp/disable",
    ])
      expectError(await post(w.t, url, {}), 401);
  });

  it("answers a secret, its otpauth URI and QR code, and stores the secret sealed", async () => {
    const { user, headers } = await as(w.t, "nurse");
    expect(await status(headers)).toEqual({
      enabled: false,
      pending: false,
      confirmedAt: null,
      recoveryCodesLeft: 0,
      required: false,
      proofRequired: true,
    });
    const res = await post(
      w.t,
      "/api/auth/totp/enrolment",
      { password: TEST_PASSWORD },
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { secret, otpauthUri, qrCode } = res.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("issuer")).toBe("NEMT Portal");
    expect(decodeURIComponent(uri.pathname)).toContain(user.email);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(",")[1], "base64").toString()).toMatch(
      /^<svg/,
    );
    const [row] = await w.t.db
      .select()
      .from(userTotp)
      .where(eq(userTotp.userId, user.id));
    expect(row.secret.startsWith("v1.")).toBe(true);
    expect(row.secret).not.toContain(secret);
    expect(openSecret(row.secret, user.id, parseKey32(KEY))).toBe(secret);
    expect((await status(headers)).pending).toBe(true);
  });

  it("confirms with a right code only, then answers 10 recovery codes stored hashed", async () => {
    const { user, headers } = await as(w.t, "nurse");
    const { secret } = (
      await post(
        w.t,
        "/api/auth/totp/enrolment",
        { password: TEST_PASSWORD },
        headers,
      )
    ).json().data;
    expectError(
      await post(
        w.t,
        "/api/auth/totp/confirmation",
        { code: wrongCodeFor(secret) },
        headers,
      ),
      422,
      MFA_CODE_INVALID,
      [{ field: "code", message: MFA_CODE_INVALID }],
    );
    expectError(
      await post(w.t, "/api/auth/totp/confirmation", { code: "12ab" }, headers),
      422,
      "code: Enter the 6-digit code from your authenticator app.",
      [
        {
          field: "code",
          message: "Enter the 6-digit code from your authenticator app.",
        },
      ],
    );
    const res = await post(
      w.t,
      "/api/auth/totp/confirmation",
      { code: codeFor(secret) },
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const codes: string[] = res.json().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){2}$/);
    const stored = await w.t.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.join()).not.toContain(row.codeHash);
    }
    expect(await status(headers)).toMatchObject({
      enabled: true,
      pending: false,
      recoveryCodesLeft: 10,
    });
    // A confirmed authenticator is never replaced by a new enrolment.
    expectError(
      await post(
        w.t,
        "/api/auth/totp/enrolment",
        { password: TEST_PASSWORD },
        headers,
      ),
      409,
      TOTP_ALREADY_ON,
    );
  });

  it("seals a secret for one user only, and refuses a malformed key", () => {
    const key = parseKey32(KEY);
    const sealed = sealSecret("JBSWY3DPEHPK3PXP", "user-1", key);
    expect(openSecret(sealed, "user-1", key)).toBe("JBSWY3DPEHPK3PXP");
    expect(() => openSecret(sealed, "user-2", key)).toThrow();
    expect(openSecret(sealSecret("ABC", "u", null), "u", null)).toBe("ABC");
    expect(() => testConfig({ TOTP_ENCRYPTION_KEY: "short" })).toThrow(
      /TOTP_ENCRYPTION_KEY/,
    );
    expect(() => testConfig({ MFA_REQUIRED_ROLES: "admin" })).toThrow(
      /MFA_REQUIRED_ROLES/,
    );
  });
});

describe("roles that must use a second factor (MFA_REQUIRED_ROLES)", () => {
  it("refuses everything but enrolment, the user and sign-out until one is confirmed", async () => {
    const { user, headers } = await as(w.t, "dataadmin");
    const me = await get(w.t, "/api/auth/user", headers);
    expect(me.json().data.mfaEnrolmentRequired).toBe(true);
    expectError(
      await post(w.t, "/api/users/search", {}, headers),
      403,
      MFA_ENROLMENT_REQUIRED,
    );
    expectError(
      await post(
        w.t,
        "/api/auth/password",
        { currentPassword: TEST_PASSWORD, newPassword: "An0ther-Long-Secret!" },
        headers,
      ),
      403,
      MFA_ENROLMENT_REQUIRED,
    );
    expect((await get(w.t, "/api/auth/sessions", headers)).statusCode).toBe(
      200,
    );
    expect((await status(headers)).required).toBe(true);

    await enrol(w.t, headers);
    expect((await post(w.t, "/api/users/search", {}, headers)).statusCode).toBe(
      200,
    );
    const after = await get(w.t, "/api/auth/user", headers);
    expect(after.json().data).toMatchObject({
      userId: user.id,
      mfaEnrolmentRequired: false,
    });
  });

  it("leaves other roles free to choose", async () => {
    const { headers } = await as(w.t, "nurse");
    expect(
      (await get(w.t, "/api/auth/user", headers)).json().data
        .mfaEnrolmentRequired,
    ).toBe(false);
    expect((await status(headers)).required).toBe(false);
  });
});
