/**
 * Password hashing under a flood of anonymous sign-ins (issue 21): 130 at once gave 34 answers of 503
 * on PostgreSQL. Hashing waits in a bounded queue that answers 429 with Retry-After when full, and a
 * signed-in call made meanwhile still gets its connection. Runs on both engines
 * (TEST_DATABASE_URL=… for PostgreSQL, where the 503s were seen).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_HASH_COST_DEFAULTS } from "../../server/config/sessions";
import { as, expectTooMany } from "./support/api";
import { buildUser, TEST_PASSWORD } from "./support/factories";
import { signInFrom, WRONG_PASSWORD } from "./support/throttle";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const FLOOD = 130;

let t: TestApp;
beforeAll(async () => {
  // The shipped timeouts, and the database named by host name as in most deployments: each new
  // connection then resolves the name on libuv's thread pool, the one argon2 hashes on.
  t = await buildTestApp(
    // The production cost (testConfig's is cheap): the flood is about hashes holding libuv's threads.
    {
      PASSWORD_HASH_MEMORY_KIB: String(
        PASSWORD_HASH_COST_DEFAULTS.PASSWORD_HASH_MEMORY_KIB,
      ),
      PASSWORD_HASH_PASSES: String(
        PASSWORD_HASH_COST_DEFAULTS.PASSWORD_HASH_PASSES,
      ),
    },
    {
      connectTimeoutMs: 3000,
      statementTimeoutMs: 5000,
      connectVia: (url) => url.replace("@127.0.0.1:", "@localhost:"),
    },
  );
});
afterAll(() => t.close());

describe("a flood of anonymous sign-ins", () => {
  it("answers 200, 401 or 429 with Retry-After, never 503, and a signed-in call goes on", async () => {
    const owner = await buildUser(t.db);
    const { headers } = await as(t, "customer");
    let answered = 0;
    const attempts = Array.from({ length: FLOOD }, (_, i) => {
      // Right passwords, wrong ones and unknown emails, each from its own address.
      const email = i % 3 === 2 ? `nobody-${i}@example.test` : owner.email;
      const password = i % 3 === 0 ? TEST_PASSWORD : WRONG_PASSWORD;
      return signInFrom(
        t.app,
        email,
        password,
        `10.21.${i >> 8}.${i & 255}`,
      ).finally(() => answered++);
    });
    // Once the flood is in, a signed-in call: it needs the pool, not the hashing queue.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const mine = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers,
    });
    const signedInMs = performance.now() - started;
    const answeredBeforeMine = answered;
    const answers = await Promise.all(attempts);

    expect(mine.statusCode, mine.body).toBe(200);
    const codes = answers.map((r) => r.statusCode);
    const unexpected = answers.filter(
      (r) => ![200, 401, 429].includes(r.statusCode),
    );
    expect(
      unexpected.map((r) => `${r.statusCode} ${r.body}`),
      "answers other than 200/401/429",
    ).toEqual([]);
    for (const r of answers.filter((r) => r.statusCode === 429))
      expectTooMany(r);
    expect(codes).toContain(200);
    // Promptly: before the flood's hashing is done, and within seconds even on a loaded machine
    // (on PGlite it waits behind the flood's own queries in the one database thread).
    expect(answeredBeforeMine).toBeLessThan(FLOOD);
    expect(signedInMs).toBeLessThan(5000);
  }, 120_000);
});
