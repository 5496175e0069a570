/** Insurance providers: writes for modify-insurance-providers, wide reads, unique names, in-use deletes. */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Headers } from "./support/api";
import { as, del, expectError, get, post, search } from "./support/api";
import {
  buildInsuranceProvider,
  insuranceProviderBody,
} from "./support/facilityFactories";
import { buildPatient } from "./support/patientFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let sysadmin: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  sysadmin = (await as(t, "systemadmin")).headers;
});
afterAll(() => t.close());

const DUPLICATE = "An insurance provider with this name already exists.";

describe("the generic calls", () => {
  it("create 201 (normalised), get, update 200, delete 200 then 404", async () => {
    const created = await post(
      t,
      "/api/insurance-providers",
      {
        name: " Buckeye Health ",
        payerId: "bkeye-01",
        phone: "1 (800) 555 0123",
        email: "Claims@Buckeye.TEST",
        addressLine1: "4 Front St",
        city: "Columbus",
        state: "oh",
        postalCode: "43215",
      },
      sysadmin,
    );
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    expect(created.json()).toEqual({
      code: 201,
      message: "New Insurance Provider added.",
      data: {
        _id: data.insuranceProviderId,
        id: data.insuranceProviderId,
        insuranceProviderId: data.insuranceProviderId,
        name: "Buckeye Health",
        payerId: "BKEYE-01",
        phone: "(800) 555-0123",
        email: "claims@buckeye.test",
        addressLine1: "4 Front St",
        addressLine2: null,
        city: "Columbus",
        state: "OH",
        postalCode: "43215",
        active: true,
        createdAt: data.createdAt,
        updatedAt: data.updatedAt,
      },
    });
    const id = data.insuranceProviderId as string;
    expect(
      (await get(t, `/api/insurance-providers/${id}`, sysadmin)).json(),
    ).toEqual({ code: 200, message: "OK", data });

    // A whole record sent back with one change (the list's bulk toggle does this) is accepted.
    const updated = await post(
      t,
      "/api/insurance-providers",
      { ...data, active: false },
      sysadmin,
    );
    expect(updated.json()).toMatchObject({
      code: 200,
      message: "Insurance Provider updated.",
      data: { name: "Buckeye Health", active: false, phone: "(800) 555-0123" },
    });

    expect(
      (await del(t, `/api/insurance-providers/${id}`, sysadmin)).json(),
    ).toMatchObject({
      code: 200,
      message: "Insurance Provider deleted.",
      data: { insuranceProviderId: id },
    });
    for (const res of [
      await get(t, `/api/insurance-providers/${id}`, sysadmin),
      await del(t, `/api/insurance-providers/${id}`, sysadmin),
      await post(
        t,
        "/api/insurance-providers",
        insuranceProviderBody({ insuranceProviderId: id }),
        sysadmin,
      ),
    ])
      expectError(res, 404, "Insurance Provider not found.");
  });

  it("422 with a message per field", async () => {
    const res = await post(
      t,
      "/api/insurance-providers",
      {
        name: "",
        payerId: "no spaces!",
        phone: "12",
        email: "nope",
        state: "ZZ",
        postalCode: "ABCDE",
        active: "yes",
      },
      sysadmin,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: "name", message: "This field is required." },
      { field: "payerId", message: "Use letters, digits and dashes." },
      { field: "phone", message: "Enter a 10-digit US phone number." },
      { field: "email", message: "Enter a valid email address." },
      { field: "state", message: "Enter a 2-letter US state code." },
      { field: "postalCode", message: "Enter a 5-digit ZIP code or ZIP+4." },
      {
        field: "active",
        message: "Invalid input: expected boolean, received string",
      },
    ]);
  });

  it("409 for a name already taken, in any case, on create and on rename", async () => {
    const taken = await buildInsuranceProvider(t.db, { name: "Ohio Medicaid" });
    const other = await buildInsuranceProvider(t.db);
    for (const body of [
      insuranceProviderBody({ name: "OHIO medicaid" }),
      insuranceProviderBody({
        insuranceProviderId: other.id,
        name: "Ohio Medicaid",
      }),
    ])
      expectError(
        await post(t, "/api/insurance-providers", body, sysadmin),
        409,
        DUPLICATE,
        [{ field: "name", message: DUPLICATE }],
      );
    // Saving itself under its own name is no conflict.
    const same = await post(
      t,
      "/api/insurance-providers",
      insuranceProviderBody({
        insuranceProviderId: taken.id,
        name: "Ohio Medicaid",
      }),
      sysadmin,
    );
    expect(same.statusCode).toBe(200);
  });

  it("409 on delete while patients are insured with it", async () => {
    const provider = await buildInsuranceProvider(t.db);
    await buildPatient(t.db, { insuranceProviderId: provider.id });
    expectError(
      await del(t, `/api/insurance-providers/${provider.id}`, sysadmin),
      409,
      "This insurance provider cannot be deleted while 1 patient is insured with it. Mark it inactive instead.",
    );
    await buildPatient(t.db, { insuranceProviderId: provider.id });
    expectError(
      await del(t, `/api/insurance-providers/${provider.id}`, sysadmin),
      409,
      "This insurance provider cannot be deleted while 2 patients are insured with it. Mark it inactive instead.",
    );
  });
});

describe("who may do what", () => {
  it("401 without a session", async () => {
    const id = randomUUID();
    for (const res of [
      await get(t, `/api/insurance-providers/${id}`),
      await post(t, "/api/insurance-providers/search", {}),
      await post(t, "/api/insurance-providers", insuranceProviderBody()),
      await del(t, `/api/insurance-providers/${id}`),
    ])
      expectError(res, 401);
  });

  it("a data admin (modify-insurance-providers) creates, updates and deletes", async () => {
    const { headers } = await as(t, "dataadmin");
    const created = await post(
      t,
      "/api/insurance-providers",
      insuranceProviderBody({ name: "Data Admin Health" }),
      headers,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().data.insuranceProviderId as string;
    const updated = await post(
      t,
      "/api/insurance-providers",
      insuranceProviderBody({
        insuranceProviderId: id,
        name: "Data Admin Health Plan",
      }),
      headers,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.name).toBe("Data Admin Health Plan");
    expect(
      (await del(t, `/api/insurance-providers/${id}`, headers)).statusCode,
    ).toBe(200);
    expect(
      (await get(t, `/api/insurance-providers/${id}`, headers)).statusCode,
    ).toBe(404);
  });

  // Issue 8: data admins hold modify-insurance-providers and now write; the others still only read.
  it.each(["facilityadmin", "nurse", "customer"] as const)(
    "a %s reads but gets 403 on write and delete (modify-insurance-providers only)",
    async (role) => {
      const { headers } = await as(t, role);
      const provider = await buildInsuranceProvider(t.db);
      expect(
        (
          await get(t, `/api/insurance-providers/${provider.id}`, headers)
        ).json().data.name,
      ).toBe(provider.name);
      const all = await search(t, "/insurance-providers", headers, {
        pageSize: 1000,
      });
      expect(all.data.map((p) => p.insuranceProviderId)).toContain(provider.id);
      expectError(
        await post(
          t,
          "/api/insurance-providers",
          insuranceProviderBody(),
          headers,
        ),
        403,
      );
      expectError(
        await post(
          t,
          "/api/insurance-providers",
          insuranceProviderBody({ insuranceProviderId: provider.id }),
          headers,
        ),
        403,
      );
      expectError(
        await del(t, `/api/insurance-providers/${provider.id}`, headers),
        403,
      );
    },
  );

  it("a driver may not even read (403)", async () => {
    const { headers } = await as(t, "driver");
    const provider = await buildInsuranceProvider(t.db);
    expectError(
      await post(t, "/api/insurance-providers/search", {}, headers),
      403,
    );
    expectError(
      await get(t, `/api/insurance-providers/${provider.id}`, headers),
      403,
    );
  });
});
