import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Invoice } from "../../../domain/schemas/invoice";
import { RESOURCES } from "../../../src/routes";
import { renderAdmin } from "./renderAdmin";

// The resource module loads lazily, as in the app: allow for a busy test runner.
configure({ asyncUtilTimeout: 5000 });

const LIST = "admin/transport/invoices";
const ID = "5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e";
const FACILITY = "6c7d8e9f-0a1b-4c2d-8e3f-4a5b6c7d8e9f";

const row: Invoice = {
  _id: ID,
  id: ID,
  invoiceId: ID,
  invoiceNumber: "INV-001042",
  facilityId: FACILITY,
  insuranceProviderId: null,
  billedToName: "Riverside Care Home",
  periodFrom: "2026-03-01",
  periodTo: "2026-03-31",
  submissionStatus: "sent",
  reviewStatus: "partially-approved",
  denialReason: null,
  settlementStatus: "partially-paid",
  totalCents: 120050,
  paidCents: 60000,
  adjustedCents: 5000,
  balanceCents: 55050,
  issuedOn: "2026-04-01",
  dueOn: "2026-05-01",
  sentAt: "2026-04-01T15:00:00.000Z",
  voidedAt: null,
  voidReason: null,
  createdAt: "2026-04-01T14:00:00.000Z",
  updatedAt: "2026-04-01T14:00:00.000Z",
};

const getList = vi.fn(async (resource: string) => {
  if (resource === LIST) return { data: [row], total: 1 };
  if (resource.endsWith("facilities"))
    return {
      data: [{ id: FACILITY, facilityId: FACILITY, facilityName: "Riverside Care Home" }],
      total: 1,
    };
  return { data: [], total: 0 };
}); // prettier-ignore

describe("the invoices list", () => {
  it("shows number, billed to, period, money and the three statuses; Generate previews before creating", async () => {
    const previewInvoice = vi.fn(async () => ({
      billedToName: "Riverside Care Home",
      periodFrom: "2026-04-01",
      periodTo: "2026-04-30",
      totalCents: 5655,
      tripCount: 1,
      lines: [
        { invoiceLineId: null, tripId: "t1", component: "base" as const, hcpcsCode: "A0130", modifier: "RJ", units: 1, unitPriceCents: 3000, amountCents: 3000, serviceDate: "2026-04-10", description: "Wheelchair van trip (Parks Rosa)" }, // prettier-ignore
        { invoiceLineId: null, tripId: "t1", component: "mileage" as const, hcpcsCode: "S0209", modifier: "RJ", units: 4.2, unitPriceCents: 275, amountCents: 2655, serviceDate: "2026-04-10", description: "Mileage, 4.20 mi (Parks Rosa)" }, // prettier-ignore
      ],
    }));
    const generateInvoice = vi.fn(async () => row);
    const user = userEvent.setup();
    renderAdmin({
      at: `/${LIST}`,
      dataProvider: { getList, previewInvoice, generateInvoice } as never,
      resources: { [LIST]: RESOURCES[LIST] },
    });
    expect(await screen.findByText("INV-001042")).toBeInTheDocument();
    expect(screen.getByText("2026-03-01 – 2026-03-31")).toBeInTheDocument();
    expect(screen.getByText("$1200.50")).toBeInTheDocument();
    expect(screen.getByText("$550.50")).toBeInTheDocument();
    for (const chip of ["Sent", "Partially approved", "Partially paid"])
      expect(screen.getAllByText(chip).length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: "Export" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Generate" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Generate an invoice",
    });
    await user.click(within(dialog).getByRole("button", { name: "Preview" }));
    expect(
      await within(dialog).findByText("Choose who is billed."),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole("button", { name: "Create invoice" }),
    ).toBeDisabled();
    await user.click(
      within(dialog).getByRole("combobox", { name: "Facility" }),
    );
    await user.click(
      await screen.findByRole("option", { name: "Riverside Care Home" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Preview" }));
    expect(
      await within(dialog).findByText("1 trip, total $56.55"),
    ).toBeInTheDocument();
    const lines = within(dialog).getByRole("table", { name: "Lines" });
    expect(within(lines).getByText("S0209")).toBeInTheDocument();
    expect(previewInvoice).toHaveBeenCalledWith(expect.objectContaining({ facilityId: FACILITY })); // prettier-ignore
    await user.click(
      within(dialog).getByRole("button", { name: "Create invoice" }),
    );
    await waitFor(() => expect(generateInvoice).toHaveBeenCalledTimes(1));
  }, 30_000);

  it("shows a dashboard tile's filters (overdue, void, issued) as inputs, and sends them (issue 29)", async () => {
    const filter = {
      overdue: true,
      voided: false,
      issuedFrom: "2026-02-17",
      issuedTo: "2026-03-18",
    };
    const list = vi.fn(getList);
    renderAdmin({
      at: `/${LIST}?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      dataProvider: { getList: list } as never,
      resources: { [LIST]: RESOURCES[LIST] },
    });
    expect(await screen.findByText("INV-001042")).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith(
      LIST,
      expect.objectContaining({ filter }),
    );
    // The user sees what the link filtered, so they can clear it.
    expect(screen.getByRole("combobox", { name: "Overdue" })).toHaveTextContent(
      "Yes",
    );
    expect(screen.getByRole("combobox", { name: "Void" })).toHaveTextContent(
      "No",
    );
    expect(screen.getByRole("textbox", { name: "Issued from" })).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Issued to" })).toBeVisible();
  }, 30_000);
});
