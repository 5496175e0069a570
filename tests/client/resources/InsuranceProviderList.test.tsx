import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import type { InsuranceProviderRow } from "../../../resources/insurance-providers/insuranceProviderModel";
import { RESOURCES } from "../../../src/routes";
import { buildInsuranceProviderRow } from "../../support/rowFactories";
import { renderAdmin } from "./renderAdmin";

// The resource module loads lazily, as in the app: allow for a busy test runner.
configure({ asyncUtilTimeout: 5000 });

const LIST = "admin/transport/insurance-providers";
const ID_1 = "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e51";
const ID_2 = "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e52";

const buildProvider = (overrides: Partial<InsuranceProviderRow> = {}) =>
  buildInsuranceProviderRow({ id: ID_1, ...overrides });

const rows = [
  buildProvider(),
  buildProvider({
    id: ID_2,
    name: "Medicare Part B",
    payerId: "15202",
    email: null,
    addressLine1: null,
    city: "Baltimore",
    state: "MD",
    postalCode: "21244",
    active: false,
  }),
];

const mount = (calls: Record<string, unknown>) =>
  renderAdmin({
    at: `/${LIST}`,
    dataProvider: calls,
    resources: { [LIST]: RESOURCES[LIST] },
  });

/** jsdom's Blob has no text(); FileReader reads it. */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("InsuranceProviderList", () => {
  it("lists name, payer id, phone, one-line address and active, sorted by name", async () => {
    const getList = vi.fn().mockResolvedValue({ data: rows, total: 2 });
    mount({ getList });
    expect(await screen.findByText("Ohio Medicaid")).toBeInTheDocument();
    expect(screen.getByText("MCDOH")).toBeInTheDocument();
    expect(
      screen.getByText("50 W Town St, Columbus, OH 43215"),
    ).toBeInTheDocument();
    expect(screen.getByText("Baltimore, MD 21244")).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      LIST,
      expect.objectContaining({ sort: { field: "name", order: "ASC" } }),
    );
    expect(screen.getByRole("link", { name: "Create" })).toHaveAttribute(
      "href",
      `/${LIST}/create`,
    );
    expect(screen.getAllByRole("link", { name: "Edit" })[0]).toHaveAttribute(
      "href",
      `/${LIST}/upsert/${ID_1}`,
    );
  });

  it("marks the selected providers inactive, undoably", async () => {
    const getList = vi.fn().mockResolvedValue({ data: rows, total: 2 });
    const updateMany = vi.fn().mockResolvedValue({ data: [ID_1] });
    mount({ getList, updateMany });
    const user = userEvent.setup();
    const row = (await screen.findByText("Ohio Medicaid")).closest("tr");
    await user.click(within(row as HTMLElement).getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Mark inactive" }));
    expect(
      await screen.findByText("Insurance Provider updated."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Undo" })).toBeInTheDocument();
    expect(updateMany).not.toHaveBeenCalled();
  });

  it("exports everything the list matches through the server's streamed CSV", async () => {
    let body: unknown = null;
    server.use(
      http.post("/api/insurance-providers/export", async ({ request }) => {
        body = await request.json();
        return new HttpResponse(
          "name,payerId,active\nOhio Medicaid,MCDOH,true\n",
          {
            headers: { "Content-Type": "text/csv", "X-Total-Count": "1" },
          },
        );
      }),
    );
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (saved.push(blob), "blob:x"),
      revokeObjectURL: () => undefined,
    });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, "click")
      .mockImplementation(() => undefined);
    const getList = vi.fn().mockResolvedValue({ data: rows, total: 2 });
    mount({ getList });
    const user = userEvent.setup();
    await screen.findByText("Ohio Medicaid");
    await user.click(screen.getByRole("button", { name: "Export" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // The file's columns are labelled like the list's; the rows are the server's, all of them.
    expect((await readBlob(saved[0])).split("\n")[0]).toBe(
      "Name,Payer ID,Active",
    );
    expect(body).toEqual({ sortBy: "name", sortDescending: false });
    // Not react-admin's export: no getList for up to 1,000 records.
    expect(getList).not.toHaveBeenCalledWith(
      LIST,
      expect.objectContaining({ pagination: { page: 1, perPage: 1000 } }),
    );
    click.mockRestore();
  });
});
