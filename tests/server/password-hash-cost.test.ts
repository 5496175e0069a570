/**
 * The password-hash cost is configured (issue 23): cheap in tests, never below the floor in
 * production, and a hash made at one cost still verifies after the cost changed.
 */
import argon2 from "argon2";
import { afterAll, describe, expect, it } from "vitest";
import {
  configurePasswordCost,
  hashPassword,
  verifyPassword,
} from "../../server/auth/secrets";
import { parseConfig, testConfig } from "../../server/config";

const PRODUCTION = { NODE_ENV: "production", SEED: "none" };

describe("password-hash cost", () => {
  // Files share modules in this project (isolate: false): leave the cost as the test apps set it.
  afterAll(() => {
    const c = testConfig();
    configurePasswordCost({
      memoryKib: c.PASSWORD_HASH_MEMORY_KIB,
      passes: c.PASSWORD_HASH_PASSES,
    });
  });

  it("defaults to the production cost, and only the test configuration lowers it", () => {
    const production = parseConfig(PRODUCTION);
    expect(production.PASSWORD_HASH_MEMORY_KIB).toBe(65_536);
    expect(production.PASSWORD_HASH_PASSES).toBe(3);
    const test = testConfig();
    expect(test.PASSWORD_HASH_MEMORY_KIB).toBeLessThan(19_456);
    expect(test.PASSWORD_HASH_PASSES).toBe(1);
  });

  it("refuses a low cost in production, with the setting's name", () => {
    expect(() =>
      parseConfig({ ...PRODUCTION, PASSWORD_HASH_MEMORY_KIB: "256" }),
    ).toThrow(/PASSWORD_HASH_MEMORY_KIB: at least 19456 in production/);
    expect(() =>
      parseConfig({ ...PRODUCTION, PASSWORD_HASH_PASSES: "1" }),
    ).toThrow(/PASSWORD_HASH_PASSES: at least 2 in production/);
    // A higher cost is the operator's choice.
    expect(
      parseConfig({ ...PRODUCTION, PASSWORD_HASH_MEMORY_KIB: "131072" })
        .PASSWORD_HASH_MEMORY_KIB,
    ).toBe(131_072);
  });

  it("hashes at the configured cost, and verifies hashes made at another", async () => {
    configurePasswordCost({ memoryKib: 256, passes: 1 });
    const cheap = await hashPassword("Correct-Horse-Battery-9");
    expect(cheap).toMatch(/\$m=256,p=4,t=1\$/);
    // A hash made before the cost could be set: argon2's own defaults, the production cost.
    const earlier = await argon2.hash("Correct-Horse-Battery-9", {
      type: argon2.argon2id,
    });
    expect(earlier).toMatch(/\$m=65536,p=4,t=3\$/);
    expect(await verifyPassword(earlier, "Correct-Horse-Battery-9")).toBe(true);
    expect(await verifyPassword(earlier, "Wrong-Horse-Battery-9")).toBe(false);

    configurePasswordCost({ memoryKib: 19_456, passes: 2 });
    expect(await hashPassword("Correct-Horse-Battery-9")).toMatch(
      /\$m=19456,p=4,t=2\$/,
    );
    expect(await verifyPassword(cheap, "Correct-Horse-Battery-9")).toBe(true);
  });
});
