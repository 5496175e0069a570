/**
 * Changing an account's email (issue 8): the old address is told, the account's sessions and links
 * end, and the email of an account that manages users is changed only by a system administrator.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, expectError, get, headersFor, post } from "./support/api";
import { buildUser } from "./support/factories";
import { linkIn, onlyMailTo, PUBLIC_URL } from "./support/mail";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const PRIVILEGED =
  "Only a system administrator can change the email of an account that manages users.";
const INVALID_LINK = "This link is invalid or has expired. Ask for a new one.";

let t: TestApp;
let sysadmin: Headers;
let dataadmin: Headers;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
  sysadmin = (await as(t, "systemadmin")).headers;
  dataadmin = (await as(t, "dataadmin")).headers;
});
afterAll(() => t.close());

/** The account as the API shows it, with these changes, as an upsert body. */
async function changed(userId: string, changes: Record<string, unknown>) {
  const res = await get(t, `/api/users/${userId}`, sysadmin);
  const u = res.json().data;
  return {
    userId,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    roles: u.roles,
    active: u.active,
    facilityUserDetail: u.facilityUserDetail,
    ...changes,
  };
}
const emailOf = async (id: string) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0].email;

describe("changing an account's email", () => {
  it("tells the old address and ends the account's sessions and links", async () => {
    const nurse = await buildUser(t.db, { role: "nurse" });
    const session = await headersFor(t.app, nurse);
    await post(t, "/api/auth/forgot-password", { email: nurse.email });
    const { token } = linkIn(onlyMailTo(t, nurse.email), "/reset-auth");

    const res = await post(
      t,
      "/api/users",
      await changed(nurse.id, { email: "moved@example.test" }),
      dataadmin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await emailOf(nurse.id)).toBe("moved@example.test");

    const notice = t.mails.filter((m) => m.to === nurse.email).at(-1)!;
    expect(notice.subject).toBe(
      "The email address of your NEMT Portal account was changed",
    );
    expectError(await get(t, "/api/auth/user", session), 401);
    expectError(
      await post(t, "/api/auth/reset-password", {
        token,
        password: "Taken-Over-Passphrase-1",
      }),
      422,
      INVALID_LINK,
      [{ field: "token", message: INVALID_LINK }],
    );
  });

  it("of a data admin is refused to a data admin (403), allowed to a system admin", async () => {
    const peer = await buildUser(t.db, { role: "dataadmin" });
    expectError(
      await post(
        t,
        "/api/users",
        await changed(peer.id, { email: "attacker@example.test" }),
        dataadmin,
      ),
      403,
      PRIVILEGED,
    );
    expect(await emailOf(peer.id)).toBe(peer.email);

    // Other changes to a peer stay open to a data admin.
    const renamed = await post(
      t,
      "/api/users",
      await changed(peer.id, { firstName: "Renamed" }),
      dataadmin,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);

    const res = await post(
      t,
      "/api/users",
      await changed(peer.id, { email: "peer-new@example.test" }),
      sysadmin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await emailOf(peer.id)).toBe("peer-new@example.test");
  });
});
