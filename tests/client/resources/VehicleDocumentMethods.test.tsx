/** The vehicle document custom methods over the real HTTP client (FormData out, Blob in). */
import { http, HttpResponse } from "msw";
import { HttpError } from "react-admin";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../providers/httpClient";
import { apiFetch } from "../../../providers/httpClient";
import { vehicleDocumentMethods } from "../../../providers/vehicleDocumentMethods";
import { buildUser, storeSession } from "../../support/factories";
import { setupFakeServer } from "../../support/mswServer";

const { server } = setupFakeServer();
const methods = vehicleDocumentMethods("/api", apiFetch);
const VEHICLE = "7a1c2e3d-4b5f-4a6b-8c7d-9e0f1a2b3c41";
const DOC = "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b61";

describe("vehicleDocumentMethods", () => {
  it("uploads multipart with the session's headers and returns the row as a record", async () => {
    const user = buildUser();
    storeSession(user, "tok-9");
    let seen: {
      headers: Headers;
      fields: Record<string, string>;
      file: File | null;
    } | null = null;
    server.use(
      http.post("/api/vehicles/documents/upload", async ({ request }) => {
        const form = await request.formData();
        const file = form.get("file");
        seen = {
          headers: request.headers,
          fields: {
            vehicleId: String(form.get("vehicleId")),
            documentType: String(form.get("documentType")),
          },
          // Node's File (undici), not jsdom's: no instanceof.
          file: typeof file === "object" ? (file as File) : null,
        };
        return HttpResponse.json(
          {
            code: 201,
            message: "New Vehicle Document added.",
            data: { _id: DOC, vehicleDocumentId: DOC, fileName: "card.png" },
          },
          { status: 201 },
        );
      }),
    );
    const file = new File([new Uint8Array([137, 80, 78, 71])], "card.png", {
      type: "image/png",
    });
    const row = await methods.uploadVehicleDocument(
      VEHICLE,
      "insurance_card",
      file,
    );
    expect(row).toMatchObject({
      id: DOC,
      vehicleDocumentId: DOC,
      fileName: "card.png",
    });
    expect(seen).not.toBeNull();
    const { headers, fields, file: sent } = seen!;
    expect(headers.get("Authorization")).toBe("Bearer tok-9");
    expect(headers.get("X-User-Id")).toBe(user.userId);
    expect(headers.get("Content-Type")).toMatch(
      /^multipart\/form-data; boundary=/,
    );
    expect(fields).toEqual({
      vehicleId: VEHICLE,
      documentType: "insurance_card",
    });
    // The file's own bytes and type (its name is lost between jsdom's File and Node's FormData in
    // this environment only; browsers send it).
    expect(sent?.size).toBe(4);
    expect(sent?.type).toBe("image/png");
  });

  it("passes the server's refusal on as an HttpError with its message", async () => {
    storeSession(buildUser());
    const message = "The file is larger than the 10 MB limit.";
    server.use(
      http.post("/api/vehicles/documents/upload", () =>
        HttpResponse.json(
          { code: 413, message, errors: [{ field: "file", message }] },
          { status: 413 },
        ),
      ),
    );
    const error = await methods
      .uploadVehicleDocument(VEHICLE, "registration", new File(["x"], "x.pdf"))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(413);
    expect((error as HttpError).message).toBe(message);
    expect(((error as HttpError).body as ApiErrorBody).errors).toMatchObject({
      file: message,
    });
  });

  it("fetches the content as a Blob, inline or as a download", async () => {
    storeSession(buildUser());
    const urls: string[] = [];
    server.use(
      http.get(`/api/vehicles/documents/${DOC}/content`, ({ request }) => {
        urls.push(new URL(request.url).search);
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          headers: { "Content-Type": "application/pdf" },
        });
      }),
    );
    const blob = await methods.fetchVehicleDocumentContent(DOC);
    expect(blob.type).toBe("application/pdf");
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(
      new Uint8Array([37, 80, 68, 70]),
    );
    await methods.fetchVehicleDocumentContent(DOC, true);
    expect(urls).toEqual(["", "?download=true"]);
  });

  it("prefixes a failed content fetch (§8 'Failed to retrieve the requested …: ')", async () => {
    storeSession(buildUser());
    server.use(
      http.get(`/api/vehicles/documents/${DOC}/content`, () =>
        HttpResponse.json(
          { code: 404, message: "Vehicle Document not found." },
          { status: 404 },
        ),
      ),
    );
    const error = (await methods
      .fetchVehicleDocumentContent(DOC)
      .catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(404);
    expect(error.message).toBe(
      "Failed to retrieve the requested Vehicle Document: Vehicle Document not found.",
    );
  });
});
