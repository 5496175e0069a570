import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
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

/** downloadCSV hands the file to msSaveOrOpenBlob when the browser has it: capture it there. */
function captureDownloads() {
  const saved: { blob: Blob; name: string }[] = [];
  Object.defineProperty(window.navigator, "msSaveOrOpenBlob", {
    configurable: true,
    value: (blob: Blob, name: string) => saved.push({ blob, name }),
  });
  return saved;
}
/** jsdom's Blob has no text(); FileReader reads it. */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
afterEach(() => {
  Reflect.deleteProperty(window.navigator, "msSaveOrOpenBlob");
});

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

  it("exports the filtered list as a human CSV", async () => {
    const saved = captureDownloads();
    const getList = vi.fn().mockResolvedValue({ data: rows, total: 2 });
    mount({ getList });
    const user = userEvent.setup();
    await screen.findByText("Ohio Medicaid");
    await user.click(screen.getByRole("button", { name: "Export" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe("insurance-providers.csv");
    const csv = await readBlob(saved[0].blob);
    expect(csv.split("\n")).toEqual([
      "Name,Payer ID,Phone,Email,Address,Active,Added",
      'Ohio Medicaid,MCDOH,(800) 324-8680,provider@medicaid.example.gov,"50 W Town St, Columbus, OH 43215",Yes,2025-01-02',
      'Medicare Part B,15202,(800) 324-8680,,"Baltimore, MD 21244",No,2025-01-02',
    ]);
    // The export asks the server for the whole filtered list, not just the page.
    expect(getList).toHaveBeenLastCalledWith(
      LIST,
      expect.objectContaining({ pagination: { page: 1, perPage: 1000 } }),
    );
  });

  it("writes cells that would run as spreadsheet formulas as text", async () => {
    const saved = captureDownloads();
    const hostile = buildProvider({
      name: "=1+2",
      payerId: "-5",
      phone: "@SUM(A1)",
      email: null,
      addressLine1: null,
      city: "Baltimore",
      state: "MD",
      postalCode: "21244",
    });
    const getList = vi.fn().mockResolvedValue({ data: [hostile], total: 1 });
    mount({ getList });
    const user = userEvent.setup();
    await screen.findByText("=1+2");
    await user.click(screen.getByRole("button", { name: "Export" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const csv = await readBlob(saved[0].blob);
    expect(csv.split("\n")[1]).toBe(
      "'=1+2,'-5,'@SUM(A1),,\"Baltimore, MD 21244\",Yes,2025-01-02",
    );
  });
});
