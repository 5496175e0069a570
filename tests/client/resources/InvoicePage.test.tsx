import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Invoice, InvoiceLedger } from "../../../domain/schemas/invoice";
import { RESOURCES } from "../../../src/routes";
import { renderAdmin } from "./renderAdmin";

// The resource module loads lazily, as in the app: allow for a busy test runner.
configure({ asyncUtilTimeout: 5000 });

const LIST = "admin/transport/invoices";
const ID = "5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e";

const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  _id: ID,
  id: ID,
  invoiceId: ID,
  invoiceNumber: "INV-001042",
  facilityId: "f1",
  insuranceProviderId: null,
  billedToName: "Riverside Care Home",
  periodFrom: "2026-03-01",
  periodTo: "2026-03-31",
  submissionStatus: "sent",
  reviewStatus: "approved",
  denialReason: null,
  settlementStatus: "unpaid",
  totalCents: 5655,
  paidCents: 0,
  adjustedCents: 0,
  balanceCents: 5655,
  issuedOn: "2026-04-01",
  dueOn: "2026-05-01",
  sentAt: "2026-04-01T15:00:00.000Z",
  voidedAt: null,
  voidReason: null,
  createdAt: "2026-04-01T14:00:00.000Z",
  updatedAt: "2026-04-01T14:00:00.000Z",
  ...overrides,
});

const line = (component: string, code: string, units: number, cents: number) => ({
  invoiceLineId: `${component}-1`,
  tripId: "t1",
  component: component as never,
  hcpcsCode: code,
  modifier: "RJ",
  units,
  unitPriceCents: Math.round(cents / units),
  amountCents: cents,
  serviceDate: "2026-03-10",
  description: `${component} (Parks Rosa)`,
}); // prettier-ignore

const ledgerOf = (inv: Invoice): InvoiceLedger => ({
  invoice: inv,
  lines: [
    line("base", "A0130", 1, 3000),
    line("mileage", "S0209", 4.2, 1155),
    line("wheelchair", "A0130", 1, 1500),
  ],
  payments: [],
  adjustments: [],
});

describe("the invoice page", () => {
  it("shows the lines with HCPCS, modifier and units, and records a payment of the balance", async () => {
    let current = invoice();
    const getOne = vi.fn(async () => ({ data: current }));
    const invoiceLedger = vi.fn(async () => ledgerOf(current));
    const recordInvoicePayment = vi.fn(async () => {
      current = invoice({ paidCents: 5655, balanceCents: 0, settlementStatus: "paid" }); // prettier-ignore
      return current;
    });
    const user = userEvent.setup();
    renderAdmin({
      at: `/admin/transport/invoice/${ID}`,
      dataProvider: { getOne, invoiceLedger, recordInvoicePayment } as never,
      resources: { [LIST]: RESOURCES[LIST] },
    });
    const lines = await screen.findByRole("table", { name: "Lines" });
    expect(within(lines).getByText("S0209")).toBeInTheDocument();
    expect(within(lines).getByText("4.20")).toBeInTheDocument();
    expect(within(lines).getAllByText("RJ")).toHaveLength(3);
    expect(within(lines).getAllByText("$56.55").length).toBeGreaterThan(0);
    expect(screen.getByText("Unpaid")).toBeInTheDocument();
    // A facility's invoice has no 837P.
    expect(screen.queryByRole("button", { name: "Download 837P" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Record payment" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Record a payment",
    });
    const amount = within(dialog).getByLabelText("Amount");
    expect(amount).toHaveValue("56.55");
    await user.clear(amount);
    await user.type(amount, "60");
    await user.click(
      within(dialog).getByRole("button", { name: "Record payment" }),
    );
    expect(
      await within(dialog).findByText("Enter at most the balance, $56.55."),
    ).toBeInTheDocument();
    expect(recordInvoicePayment).not.toHaveBeenCalled();
    await user.clear(amount);
    await user.type(amount, "56.55");
    await user.click(
      within(dialog).getByRole("button", { name: "Record payment" }),
    );
    await waitFor(() =>
      expect(recordInvoicePayment).toHaveBeenCalledWith(
        ID,
        expect.objectContaining({ amountCents: 5655, method: "check" }),
      ),
    );
    expect(await screen.findByText("Payment recorded.")).toBeInTheDocument();
    // The settlement chip turns Paid (beside the "Paid" total's label).
    await waitFor(() => expect(screen.queryByText("Unpaid")).toBeNull());
    expect(screen.getAllByText("Paid")).toHaveLength(2);
  }, 30_000);

  it("records the payer's denial only with its reason", async () => {
    let current = invoice();
    const getOne = vi.fn(async () => ({ data: current }));
    const invoiceLedger = vi.fn(async () => ledgerOf(current));
    const update = vi.fn(
      async (_r: string, { data }: { data: Partial<Invoice> }) => {
        current = invoice({ reviewStatus: "denied", denialReason: data.denialReason ?? null }); // prettier-ignore
        return { data: current };
      },
    );
    const user = userEvent.setup();
    renderAdmin({
      at: `/admin/transport/invoice/${ID}`,
      dataProvider: { getOne, invoiceLedger, update } as never,
      resources: { [LIST]: RESOURCES[LIST] },
    });
    await user.click(
      await screen.findByRole("button", { name: "Payer review" }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "The payer's review",
    });
    await user.click(
      within(dialog).getByRole("combobox", { name: "Payer review" }),
    );
    await user.click(await screen.findByRole("option", { name: "Denied" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("Enter the reason for the denial."),
    ).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await user.type(
      within(dialog).getByLabelText("Denial reason"),
      "No signature",
    );
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        LIST,
        expect.objectContaining({
          data: {
            invoiceId: ID,
            reviewStatus: "denied",
            denialReason: "No signature",
          },
        }),
      ),
    );
    expect(await screen.findByText("No signature")).toBeInTheDocument();
  }, 30_000);
});
