/**
 * The streamed CSV export (src/widgets/csvExport.ts, StreamedExportButton): the list's search body
 * without paging and with the session's headers, the body read in chunks with progress against
 * X-Total-Count, the header row relabelled, the file saved; errors surface as the §8 message.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { ListContextProvider, useList } from "react-admin";
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { clearSession } from "../../../providers/session";
import type { ExportProgress } from "../../../src/widgets/csvExport";
import { fetchCsvExport } from "../../../src/widgets/csvExport";
import { StreamedExportButton } from "../../../src/widgets/StreamedExportButton";
import { buildUserWithRole, storeSession } from "../../support/factories";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const RESOURCE = "admin/transport/insurance-providers";
const URL_ = "/api/insurance-providers/export";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  clearSession();
});
afterAll(() => server.close());

/** A CSV answer sent in several chunks, as the server streams it. */
function streamed(chunks: string[], total: number | null, pause = 0) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const c of chunks) {
        if (pause) await delay(pause);
        controller.enqueue(encoder.encode(c));
      }
      controller.close();
    },
  });
  return new HttpResponse(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      ...(total === null ? {} : { "X-Total-Count": String(total) }),
    },
  });
}

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe("fetchCsvExport", () => {
  it("posts the search body without paging, with the session's headers, and relabels the header row", async () => {
    const user = buildUserWithRole("dataadmin");
    storeSession(user, "tok-1");
    let seen: { body: unknown; headers: Headers } | null = null;
    server.use(
      http.post(URL_, async ({ request }) => {
        seen = { body: await request.json(), headers: request.headers };
        return streamed(["name,act", "ive\nOhio,true\n", "Medi,false\n"], 2);
      }),
    );
    const progress: ExportProgress[] = [];
    const result = await fetchCsvExport({
      resource: RESOURCE,
      filter: { q: " ohio ", active: true },
      sort: { field: "name", order: "DESC" },
      onProgress: (p) => progress.push(p),
      label: (f) => (f === "name" ? "Name, full" : f.toUpperCase()),
    });
    expect(seen!.body).toEqual({
      active: true,
      searchTerm: "ohio",
      sortBy: "name",
      sortDescending: true,
    });
    expect(seen!.headers.get("authorization")).toBe("Bearer tok-1");
    expect(seen!.headers.get("x-user-id")).toBe(user.userId);
    expect(await readBlob(result.blob)).toBe(
      '"Name, full",ACTIVE\nOhio,true\nMedi,false\n',
    );
    expect(result).toMatchObject({ rows: 2, total: 2 });
    expect(progress.at(-1)).toEqual({ rows: 2, total: 2 });
  });

  it("rejects with the server's message (403), reading no file", async () => {
    server.use(
      http.post(URL_, () =>
        HttpResponse.json(
          { code: 403, message: "You do not have access." },
          { status: 403 },
        ),
      ),
    );
    await expect(fetchCsvExport({ resource: RESOURCE })).rejects.toMatchObject({
      status: 403,
      message: "You do not have access.",
    });
  });
});

function InList() {
  const list = useList({ data: [{ id: 1 }], resource: RESOURCE });
  return (
    <ListContextProvider
      // The list as a filtered list page has it: filters applied, three rows in all.
      value={
        {
          ...list,
          resource: RESOURCE,
          filterValues: { active: false },
          total: 3,
        } as typeof list
      }
    >
      <StreamedExportButton />
    </ListContextProvider>
  );
}

describe("StreamedExportButton", () => {
  it("shows the progress in the page, then saves every row as a file", async () => {
    let body: unknown = null;
    server.use(
      http.post(URL_, async ({ request }) => {
        body = await request.json();
        return streamed(["name\n", "A\n", "B\n", "C\n"], 3, 150);
      }),
    );
    const saved: { name: string; blob: Blob }[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: "", blob });
      return "blob:export";
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, "click")
      .mockImplementation(function (this: HTMLAnchorElement) {
        saved[saved.length - 1].name = this.download;
      });

    renderWithAdmin(<InList />);
    await userEvent.click(screen.getByRole("button", { name: "Export" }));
    expect(
      await screen.findByText(/Exporting \d of 3 rows/),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export" })).toBeDisabled();
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 5000 });
    expect(saved[0].name).toBe("insurance-providers.csv");
    // The header is labelled from the resource's field messages.
    expect(await readBlob(saved[0].blob)).toBe("Name\nA\nB\nC\n");
    expect(body).toMatchObject({ active: false });
    await waitFor(() =>
      expect(screen.queryByRole("status")).not.toBeInTheDocument(),
    );
    click.mockRestore();
  });
});
