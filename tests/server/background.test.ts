import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createBackground } from "../../server/background";

describe("background work", () => {
  it("logs a failed query without its parameters (an email, a password hash)", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const background = createBackground(
      Fastify({ logger: { stream: sink } }).log,
    );
    const secret = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0";
    background.run("sign-up", async () => {
      throw new DrizzleQueryError(
        'insert into "users" ("email", "password_hash") values ($1, $2)',
        ["someone@example.com", secret],
        new Error("connection terminated"),
      );
    });
    await background.idle();
    const log = lines.join("");
    expect(log).toContain("sign-up failed");
    expect(log).toContain("connection terminated");
    expect(log).not.toContain("someone@example.com");
    expect(log).not.toContain(secret);
  });
});
