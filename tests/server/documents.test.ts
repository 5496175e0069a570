/**
 * The document library's files (issue 26): upload with sniffing and the library's limits, the text
 * rule, versions (each downloadable with its recorded SHA-256), the content call's headers, search
 * down to the words inside a PDF and a text file, and deletes that leave no file behind.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LIBRARY_DOCUMENT_LIMITS as LIMITS } from "../../domain/documentLimits";
import { SNIPPET_MARK } from "../../domain/textSearch";
import {
  activities,
  documentVersions,
  documents,
} from "../../server/db/schema";
import { as, del, expectError, get, post } from "./support/api";
import { appWorld } from "./support/appWorld";
import {
  enableDocuments,
  pdfWith,
  storedFiles,
  uploadDocument,
} from "./support/documentFactories";
import { PNG_BYTES } from "./support/vehicleFactories";
import { sha256 } from "./support/vehicleDocumentsWorld";

const w = appWorld(async (t) => {
  await enableDocuments(t.db);
  const owner = await as(t, "nurse");
  const other = await as(t, "nurse");
  return { owner, other };
});

const pdfFile = async (name: string, words: string[]) => ({
  name,
  type: "application/pdf",
  bytes: await pdfWith(words),
});

/** Runs a refused upload and checks that neither a row nor a file was left behind. */
async function expectNothingStored(run: () => Promise<{ statusCode: number }>) {
  const rows = (await w.t.db.select().from(documents)).length;
  const files = storedFiles(w.t);
  const res = await run();
  expect((await w.t.db.select().from(documents)).length).toBe(rows);
  expect(storedFiles(w.t)).toEqual(files);
  return res;
}

describe("uploads", () => {
  it("stores a PDF sent as text as a PDF, with its row, version 1 and an activity", async () => {
    const file = await pdfFile("policy.txt", ["Oxygen cylinder handling"]);
    const res = await uploadDocument(
      w.t,
      w.owner.headers,
      {
        tags: "Policy, oxygen ,policy",
        description: "<p>Read <script>x</script>me</p>",
      },
      { ...file, type: "text/plain" },
    );
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json().data;
    expect(res.json().message).toBe("New Document added.");
    expect(row).toMatchObject({
      title: "policy",
      contentType: "application/pdf",
      size: file.bytes.length,
      sha256: sha256(file.bytes),
      version: 1,
      tags: ["policy", "oxygen"],
      modelType: null,
      ownerUserId: w.owner.user.id,
      canEdit: true,
      description: "<p>Read me</p>",
    });
    const versions = await w.t.db
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.documentId, row.documentId));
    expect(versions.map((v) => v.version)).toEqual([1]);
    const [activity] = await w.t.db
      .select()
      .from(activities)
      .where(eq(activities.modelId, row.documentId));
    expect(activity).toMatchObject({
      modelType: "document",
      action: "created",
    });
  });

  it("refuses HTML disguised as a PDF (422) and leaves nothing behind", async () => {
    const res = await expectNothingStored(() =>
      uploadDocument(
        w.t,
        w.owner.headers,
        {},
        {
          name: "invoice.pdf",
          type: "application/pdf",
          bytes: Buffer.from("<html><script>alert(1)</script></html>"),
        },
      ),
    );
    expectError(res as never, 422, LIMITS.messages.wrongType, [
      { field: "file", message: LIMITS.messages.wrongType },
    ]);
  });

  it("answers 413 over 25 MB and leaves nothing behind", async () => {
    const bytes = Buffer.alloc(LIMITS.maxBytes + 1, 0x20);
    const res = await expectNothingStored(() =>
      uploadDocument(
        w.t,
        w.owner.headers,
        {},
        {
          name: "big.txt",
          type: "text/plain",
          bytes,
        },
      ),
    );
    expectError(res as never, 413, LIMITS.messages.tooLarge, [
      { field: "file", message: LIMITS.messages.tooLarge },
    ]);
  });

  it("takes a file of exactly 25 MB, more than vehicle documents take", async () => {
    const bytes = Buffer.alloc(LIMITS.maxBytes, 0x41);
    const res = await uploadDocument(
      w.t,
      w.owner.headers,
      {},
      {
        name: "big.txt",
        bytes,
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      contentType: "text/plain",
      size: LIMITS.maxBytes,
    });
  });

  it("takes UTF-8 text and CSV by name, refuses invalid UTF-8 and NUL bytes", async () => {
    const csv = await uploadDocument(
      w.t,
      w.owner.headers,
      {},
      {
        name: "rota.csv",
        bytes: Buffer.from("name,shift\nZoë,early\n"),
      },
    );
    expect(csv.json().data.contentType).toBe("text/csv");
    for (const bytes of [
      Buffer.from([0x61, 0xc3, 0x28, 0x62]),
      Buffer.from("a\u0000b"),
    ]) {
      const res = await expectNothingStored(() =>
        uploadDocument(w.t, w.owner.headers, {}, { name: "notes.txt", bytes }),
      );
      expectError(res as never, 422, LIMITS.messages.notText, [
        { field: "file", message: LIMITS.messages.notText },
      ]);
    }
    // Text under a name that is not a text file's stays refused (it would be anything).
    const odd = await uploadDocument(
      w.t,
      w.owner.headers,
      {},
      {
        name: "notes.exe",
        bytes: Buffer.from("hello"),
      },
    );
    expect(odd.statusCode).toBe(422);
  });

  it("answers 422 for bad fields, 401 without a session", async () => {
    const png = { name: "a.png", bytes: PNG_BYTES };
    const pair = await uploadDocument(
      w.t,
      w.owner.headers,
      { modelType: "trip" },
      png,
    );
    expect(pair.statusCode).toBe(422);
    const kind = await uploadDocument(
      w.t,
      w.owner.headers,
      { modelType: "spaceship", modelId: crypto.randomUUID() },
      png,
    );
    expect(kind.statusCode).toBe(422);
    const tags = await uploadDocument(
      w.t,
      w.owner.headers,
      { tags: "x".repeat(41) },
      png,
    );
    expect(tags.statusCode).toBe(422);
    const none = await uploadDocument(w.t, w.owner.headers, {
      title: "No file",
    });
    expect(none.statusCode).toBe(422);
    const anonymous = await uploadDocument(w.t, undefined, {}, png);
    expect(anonymous.statusCode).toBe(401);
    const unknownRecord = await uploadDocument(
      w.t,
      w.owner.headers,
      { modelType: "trip", modelId: crypto.randomUUID() },
      png,
    );
    expectError(unknownRecord, 404, "Record not found.");
  });
});

describe("versions", () => {
  it("keeps every version downloadable with its recorded SHA-256", async () => {
    const first = await pdfFile("checklist.pdf", ["First checklist"]);
    const created = (
      await uploadDocument(w.t, w.owner.headers, {}, first)
    ).json().data;
    const second = {
      name: "checklist-v2.txt",
      bytes: Buffer.from("Second checklist"),
    };
    const res = await uploadDocument(
      w.t,
      w.owner.headers,
      {},
      second,
      created.documentId,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      version: 2,
      contentType: "text/plain",
      sha256: sha256(second.bytes),
      fileName: "checklist-v2.txt",
    });

    const v1 = await get(
      w.t,
      `/api/documents/${created.documentId}/content?version=1`,
      w.owner.headers,
    );
    expect(v1.statusCode).toBe(200);
    expect(sha256(v1.rawPayload)).toBe(created.sha256);
    expect(v1.headers["content-type"]).toBe("application/pdf");
    expect(v1.headers["x-content-type-options"]).toBe("nosniff");
    expect(v1.headers["content-disposition"]).toMatch(/^inline/);
    const current = await get(
      w.t,
      `/api/documents/${created.documentId}/content?download=true`,
      w.owner.headers,
    );
    expect(current.rawPayload.toString()).toBe("Second checklist");
    expect(current.headers["content-disposition"]).toMatch(/^attachment/);
    const missing = await get(
      w.t,
      `/api/documents/${created.documentId}/content?version=3`,
      w.owner.headers,
    );
    expectError(missing, 404, "This document has no such version.");
    const bad = await get(
      w.t,
      `/api/documents/${created.documentId}/content?version=abc`,
      w.owner.headers,
    );
    expect(bad.statusCode).toBe(422);

    const list = await get(
      w.t,
      `/api/documents/${created.documentId}/versions`,
      w.owner.headers,
    );
    expect(list.json().data.map((v: { version: number }) => v.version)).toEqual(
      [2, 1],
    );
    expect(list.json().data[1].uploadedByName).toBe(
      `${w.owner.user.firstName} ${w.owner.user.lastName}`,
    );

    // Another user may neither read nor add a version of a private document.
    const refused = await uploadDocument(
      w.t,
      w.other.headers,
      {},
      second,
      created.documentId,
    );
    expect(refused.statusCode).toBe(404);
  });

  it("serves a GIF inline (it is on the inline list)", async () => {
    const gif = Buffer.from("R0lGODlhAQABAAAAACw=", "base64");
    const created = (
      await uploadDocument(
        w.t,
        w.owner.headers,
        {},
        { name: "a.gif", bytes: gif },
      )
    ).json().data;
    expect(created.contentType).toBe("image/gif");
    const inline = await get(
      w.t,
      `/api/documents/${created.documentId}/content`,
      w.owner.headers,
    );
    expect(inline.headers["content-disposition"]).toMatch(/^inline/);
  });
});

describe("search", () => {
  it("finds a word only inside a PDF, one only inside a text file, and a misspelt title", async () => {
    const pdf = await pdfFile("handbook.pdf", [
      "Intro",
      "Secure the stretcher with both straps",
    ]);
    const inPdf = (
      await uploadDocument(
        w.t,
        w.owner.headers,
        { title: "Driver handbook" },
        pdf,
      )
    ).json().data;
    const inText = (
      await uploadDocument(
        w.t,
        w.owner.headers,
        { title: "Notes" },
        {
          name: "notes.txt",
          bytes: Buffer.from(
            "Dialysis patients may feel dizzy after treatment.",
          ),
        },
      )
    ).json().data;
    const titled = (
      await uploadDocument(
        w.t,
        w.owner.headers,
        { title: "Wheelchair securement" },
        {
          name: "w.txt",
          bytes: Buffer.from("Four point tie-downs."),
        },
      )
    ).json().data;

    const find = async (searchTerm: string, headers = w.owner.headers) => {
      const res = await post(
        w.t,
        "/api/documents/search",
        { searchTerm, pageNumber: 1, pageSize: 25 },
        headers,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        documentId: string;
        snippet: string | null;
      }[];
    };
    const stretchers = await find("stretchers");
    expect(stretchers.map((r) => r.documentId)).toEqual([inPdf.documentId]);
    expect(stretchers[0].snippet).toContain(
      `${SNIPPET_MARK.start}stretcher${SNIPPET_MARK.end}`,
    );
    expect((await find("dialysis")).map((r) => r.documentId)).toEqual([
      inText.documentId,
    ]);
    expect((await find("wheelchiar")).map((r) => r.documentId)).toContain(
      titled.documentId,
    );
    // Another user's private documents are not theirs to find.
    expect(await find("stretchers", w.other.headers)).toEqual([]);
  });
});

describe("metadata and deletes", () => {
  it("changes metadata only for its owner, and a delete removes every version's file", async () => {
    const created = (
      await uploadDocument(
        w.t,
        w.owner.headers,
        {},
        { name: "a.txt", bytes: Buffer.from("one") },
      )
    ).json().data;
    await uploadDocument(
      w.t,
      w.owner.headers,
      {},
      { name: "b.txt", bytes: Buffer.from("two") },
      created.documentId,
    );
    const before = storedFiles(w.t).length;

    const renamed = await post(
      w.t,
      "/api/documents",
      { documentId: created.documentId, title: "Renamed", tags: ["A"] },
      w.owner.headers,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({
      title: "Renamed",
      tags: ["a"],
      version: 2,
    });
    const foreign = await post(
      w.t,
      "/api/documents",
      { documentId: created.documentId, title: "Mine" },
      w.other.headers,
    );
    expect(foreign.statusCode).toBe(404);
    const noId = await post(
      w.t,
      "/api/documents",
      { title: "Orphan" },
      w.owner.headers,
    );
    expect(noId.statusCode).toBe(422);
    const shareOnRecord = await post(
      w.t,
      "/api/documents",
      { documentId: crypto.randomUUID(), title: "x" },
      w.owner.headers,
    );
    expect(shareOnRecord.statusCode).toBe(404);

    const gone = await del(
      w.t,
      `/api/documents/${created.documentId}`,
      w.owner.headers,
    );
    expect(gone.statusCode, gone.body).toBe(200);
    expect(storedFiles(w.t).length).toBe(before - 2);
    const after = await get(
      w.t,
      `/api/documents/${created.documentId}`,
      w.owner.headers,
    );
    expect(after.statusCode).toBe(404);
  });
});
