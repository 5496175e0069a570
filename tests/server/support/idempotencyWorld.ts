/**
 * The Idempotency-Key test files' shared set-up: one app with a signed-in data admin, and the
 * helpers the tests use to send keyed creates (at once, too) and count what they made.
 */
import { count, eq } from "drizzle-orm";
import { expect } from "vitest";
import { REPLAYED_HEADER } from "../../../server/crud/idempotency";
import { facilities, idempotencyKeys } from "../../../server/db/schema";
import type { Headers, Res } from "./api";
import { as } from "./api";
import { appWorld } from "./appWorld";

/** Registers the file's beforeAll/afterAll; `w`'s fields are set once beforeAll has run. */
export function idempotencyWorld() {
  const w = appWorld(async (t) => {
    const signedIn = await as(t, "dataadmin");
    return { dataadmin: signedIn.headers, dataadminId: signedIn.user.id };
  });

  const withKey = (key: string, headers = w.dataadmin) => ({
    ...headers,
    "idempotency-key": key,
  });
  const replayed = (res: Res) => res.headers[REPLAYED_HEADER.toLowerCase()];

  /** The same create sent `times` times at once (no awaiting in between). */
  const concurrently = (
    times: number,
    url: string,
    body: unknown,
    headers: Headers,
  ) =>
    Promise.all(
      Array.from({ length: times }, () =>
        w.t.app.inject({
          method: "POST",
          url,
          headers,
          payload: body as never,
        }),
      ),
    );

  async function facilitiesNamed(name: string): Promise<number> {
    const [{ n }] = await w.t.db
      .select({ n: count() })
      .from(facilities)
      .where(eq(facilities.name, name));
    return n;
  }

  async function keyRows(key: string): Promise<number> {
    const [{ n }] = await w.t.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    return n;
  }

  /** All answered 201 with one body; returns the id. */
  function expectOneAnswer(answers: Res[], idField: string): string {
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    const bodies = answers.map((res) => res.json());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    // One of them made the record; the others repeat its answer.
    expect(answers.filter((res) => replayed(res) === "true")).toHaveLength(
      answers.length - 1,
    );
    return bodies[0].data[idField] as string;
  }

  return {
    w,
    withKey,
    replayed,
    concurrently,
    facilitiesNamed,
    keyRows,
    expectOneAnswer,
  };
}
