import { HttpError } from "react-admin";
import { describe, expect, it } from "vitest";
import { createAppDataProvider } from "../../../providers/appDataProvider";
import type { ApiErrorBody } from "../../../providers/httpClient";
import { toHttpError } from "../../../providers/httpClient";
import { stubClient } from "../../support/stubHttpClient";

const API = "http://api.test/api";

describe("app data provider (§8 failure prefixes)", () => {
  it.each([
    ["getOne", "admin/features", "Failed to retrieve the requested Feature: "],
    ["getList", "admin/users", "User search failed: "],
    [
      "delete",
      "admin/transport/facilities",
      "Failed to delete the Facility submitted: ",
    ],
    ["update", "admin/features", "Feature update failed: "],
    ["create", "admin/features", "Feature creation failed: "],
  ] as const)(
    "%s on %s fails as an HttpError prefixed %j",
    async (method, resource, prefix) => {
      const { client } = stubClient(toHttpError(404, null));
      const provider = createAppDataProvider(API, client);
      const params = {
        id: "1",
        data: { title: "x" },
        previousData: { id: "1" },
        pagination: { page: 1, perPage: 10 },
        sort: { field: "id", order: "ASC" as const },
        filter: {},
      };
      const error = await (
        provider[method] as (r: string, p: typeof params) => Promise<unknown>
      )(resource, params).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(404);
      expect((error as HttpError).message).toBe(
        `${prefix}The requested resource was not found on the server.`,
      );
      expect(((error as HttpError).body as ApiErrorBody).title).toBe(
        "Not Found Error",
      );
    },
  );

  it("keeps 422 field errors for the form, keyed by field, with the prefixed root message", async () => {
    const { client } = stubClient(
      toHttpError(422, {
        code: 422,
        message: "Invalid feature.",
        errors: [
          {
            field: "code",
            message: "Use lower-case letters, digits and dashes.",
          },
        ],
      }),
    );
    const error = (await createAppDataProvider(API, client)
      .create("admin/features", { data: { code: "X" } })
      .catch((e: unknown) => e)) as HttpError;
    expect(error.message).toBe("Feature creation failed: Invalid feature.");
    expect((error.body as ApiErrorBody).errors).toEqual({
      code: "Use lower-case letters, digits and dashes.",
      root: { serverError: "Feature creation failed: Invalid feature." },
    });
    expect((error.body as ApiErrorBody).fieldErrors).toEqual([
      { field: "code", message: "Use lower-case letters, digits and dashes." },
    ]);
  });

  it("featureToggles posts the codes to /featuretoggles and returns the states", async () => {
    const states = [{ featureCode: "feature-documents", active: true }];
    const { client, calls } = stubClient({
      code: 200,
      message: "OK",
      data: states,
    });
    const result = await createAppDataProvider(API, client).featureToggles([
      "feature-documents",
    ]);
    expect(calls[0]).toMatchObject({
      url: `${API}/featuretoggles`,
      options: { method: "POST", body: { codes: ["feature-documents"] } },
    });
    expect(result).toEqual(states);
  });

  it("toggleFeature posts {code, active} and prefixes its failure", async () => {
    const { client, calls } = stubClient(toHttpError(403, null));
    const error = (await createAppDataProvider(API, client)
      .toggleFeature("feature-documents", false)
      .catch((e: unknown) => e)) as HttpError;
    expect(calls[0]).toMatchObject({
      url: `${API}/features/toggle`,
      options: { body: { code: "feature-documents", active: false } },
    });
    expect(error.message).toBe(
      "Failed to toggle the Feature state: Your account is not permitted to access this resource.",
    );
  });
});
