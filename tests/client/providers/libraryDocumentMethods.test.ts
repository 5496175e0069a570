/**
 * The document library's custom calls (issue 26): the XHR upload with progress, its abort and its
 * refusals through the §8 error path, and the versions and content URLs under the module's prefix.
 */
import { HttpError } from "react-admin";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAppDataProvider } from "../../../providers/appDataProvider";
import { uploadWithProgress } from "../../../providers/libraryDocumentMethods";
import { buildUser, storeSession } from "../../support/factories";
import { stubClient } from "../../support/stubHttpClient";

const API = "http://api.test/api";
const ID = "d0c00000-0000-4000-8000-000000000001";

type Listener = () => void;

/** A stand-in XMLHttpRequest the test drives: progress, an answer, or nothing until aborted. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = "";
  aborted = false;
  upload: { onprogress: ((e: ProgressEventInit) => void) | null } = {
    onprogress: null,
  };
  onload: Listener | null = null;
  onerror: Listener | null = null;
  onabort: Listener | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const sent = () => {
  const xhr = FakeXhr.last;
  if (!xhr) throw new Error("no XMLHttpRequest was made");
  return xhr;
};

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
});

describe("uploadWithProgress", () => {
  it("reports the progress, sends the session's headers and answers the body", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const user = buildUser();
    const token = storeSession(user);
    const progress: number[] = [];
    const form = new FormData();
    form.append("file", new File(["abc"], "a.txt"));
    const answer = uploadWithProgress<{ data: { id: string } }>(
      `${API}/documents/upload`,
      form,
      { onProgress: (p) => progress.push(p.percent) },
    );
    const xhr = sent();
    xhr.progress(1, 4);
    xhr.progress(4, 4);
    xhr.answer(201, {
      code: 201,
      message: "New Document added.",
      data: { id: ID },
    });
    await expect(answer).resolves.toEqual({
      code: 201,
      message: "New Document added.",
      data: { id: ID },
    });
    expect(progress).toEqual([25, 100]);
    expect(xhr.method).toBe("POST");
    expect(xhr.body).toBe(form);
    expect(xhr.headers).toMatchObject({
      Authorization: `Bearer ${token}`,
      "X-User-Id": user.userId,
    });
  });

  it("aborts the request when the signal does", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const controller = new AbortController();
    const answer = uploadWithProgress("/x", new FormData(), {
      signal: controller.signal,
    });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: "AbortError" });
    expect(sent().aborted).toBe(true);
  });

  it("turns a refusal into the §8 error with the server's message", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const answer = uploadWithProgress("/x", new FormData());
    sent().answer(413, {
      code: 413,
      message: "The file is larger than the 25 MB limit.",
    });
    const error: unknown = await answer.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 413,
      message: "The file is larger than the 25 MB limit.",
    });
  });
});

describe("library document methods", () => {
  it("uploads the metadata before the file, tags comma-separated", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const provider = createAppDataProvider(API, stubClient({}).client);
    const file = new File(["%PDF"], "policy.pdf", { type: "application/pdf" });
    const row = provider.uploadLibraryDocument({
      file,
      title: "Policy",
      tags: ["hr", "2026"],
      modelType: "workspace",
      modelId: ID,
    });
    const xhr = sent();
    xhr.answer(201, { code: 201, message: "", data: { documentId: ID } });
    await expect(row).resolves.toEqual({ documentId: ID });
    expect(xhr.url).toBe(`${API}/documents/upload`);
    expect([...(xhr.body?.keys() ?? [])]).toEqual([
      "title",
      "tags",
      "modelType",
      "modelId",
      "file",
    ]);
    expect(xhr.body?.get("tags")).toBe("hr,2026");
  });

  it("reads the versions and a version's bytes for download", async () => {
    const { client, calls } = stubClient({ data: [] });
    const provider = createAppDataProvider(API, client);
    await provider.libraryDocumentVersions(ID);
    await provider.fetchLibraryDocumentContent(ID, {
      version: 2,
      download: true,
    });
    expect(calls.map((c) => c.url)).toEqual([
      `${API}/documents/${ID}/versions`,
      `${API}/documents/${ID}/content?version=2&download=true`,
    ]);
    expect(calls[1].options).toMatchObject({ responseType: "blob" });
  });
});
