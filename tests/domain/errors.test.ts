import { describe, expect, it } from "vitest";
import { catalogueEntry, ERROR_CATALOGUE } from "../../domain/errors";

// Spec §8, written out literally: the API tests take their default messages from this table.
const SPEC: Record<number, [string, string]> = {
  400: [
    "Bad Request Error",
    "The request made to the server was not formatted as expected.",
  ],
  401: [
    "Authorization Error",
    "Your account is not authorized to take this action.",
  ],
  403: [
    "Authorization Error",
    "Your account is not permitted to access this resource.",
  ],
  404: [
    "Not Found Error",
    "The requested resource was not found on the server.",
  ],
  405: [
    "Method Not Implemented Error",
    "The requested method was not implemented on the server.",
  ],
  409: [
    "Conflict Error",
    "There was a conflict between your submission and an existing resource.",
  ],
  418: ["Network Error", "An error occurred attempting to reach the server."],
  422: [
    "Unprocessable Entity Error",
    "The request contained data the server did not understand how to handle.",
  ],
  500: ["Unexpected Error", "An unexpected error occurred."],
  504: [
    "Gateway Timeout Error",
    "The server timed out trying to access the resource.",
  ],
};

describe("the §8 error catalogue", () => {
  it("has exactly the spec's statuses", () => {
    expect(Object.keys(ERROR_CATALOGUE).sort()).toEqual(
      Object.keys(SPEC).sort(),
    );
  });

  it.each(Object.entries(SPEC))(
    "%s reads as the spec says",
    (status, [title, message]) => {
      expect(catalogueEntry(Number(status))).toEqual({ title, message });
    },
  );

  it.each([402, 429, 502, 503, 0])(
    "%s falls back to Unexpected Error",
    (status) => {
      expect(catalogueEntry(status)).toEqual({
        title: "Unexpected Error",
        message: "An unexpected error occurred.",
      });
    },
  );
});
