import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VEHICLE_DOCUMENT_MAX_BYTES } from "../../../domain/schemas/vehicleDocument";
import { toHttpError } from "../../../providers/httpClient";
import { buildVehicleRow } from "../../support/rowFactories";
import { RESOURCES } from "../../../src/routes";
import { renderAdmin } from "./renderAdmin";

const LIST = "admin/transport/vehicles";
const DOCS = "admin/transport/vehicle-documents";
const ID = "7a1c2e3d-4b5f-4a6b-8c7d-9e0f1a2b3c41";
const DOC_ID = "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b61";
const AT = `/admin/transport/vehicle/documents/${ID}`;

const vehicle = buildVehicleRow({ id: ID, insuranceExpiresOn: null });
const document = {
  id: DOC_ID,
  vehicleDocumentId: DOC_ID,
  vehicleId: ID,
  documentType: "registration",
  fileName: "registration.pdf",
  contentType: "application/pdf",
  sizeBytes: 1234,
  sha256: "0".repeat(64),
  uploadedByUserId: null,
  createdAt: "2025-03-04T10:00:00.000Z",
  updatedAt: "2025-03-04T10:00:00.000Z",
};

function provider(overrides: Record<string, unknown> = {}) {
  return {
    getOne: vi.fn().mockResolvedValue({ data: vehicle }),
    getList: vi.fn().mockResolvedValue({ data: [document], total: 1 }),
    uploadVehicleDocument: vi
      .fn()
      .mockResolvedValue({ ...document, id: "new" }),
    fetchVehicleDocumentContent: vi
      .fn()
      .mockResolvedValue(new Blob(["%PDF-1.4"], { type: "application/pdf" })),
    ...overrides,
  };
}

const mount = (
  dataProvider: ReturnType<typeof provider>,
  role: "dataadmin" | "driver" = "dataadmin",
) =>
  renderAdmin({
    at: AT,
    dataProvider,
    role,
    resources: { [LIST]: RESOURCES[LIST] },
  });

const pdf = (size: number, name = "card.pdf", type = "application/pdf") =>
  new File([new Uint8Array(size)], name, { type });

beforeEach(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => "blob:http://localhost/preview-1");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe("VehicleDocumentsPage", () => {
  it("lists the vehicle's documents with type, name, size and actions", async () => {
    const dp = provider();
    mount(dp);
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Documents of NMT 7 · Ford Transit" },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const row = (await screen.findByText("registration.pdf")).closest("tr")!;
    expect(within(row).getByText("Registration")).toBeInTheDocument();
    expect(within(row).getByText("1.2 KB")).toBeInTheDocument();
    expect(
      within(row).getByRole("button", { name: "Preview registration.pdf" }),
    ).toBeInTheDocument();
    expect(
      within(row).getByRole("button", { name: "Download registration.pdf" }),
    ).toBeInTheDocument();
    expect(
      within(row).getByRole("button", { name: "Delete registration.pdf" }),
    ).toBeInTheDocument();
    expect(dp.getList).toHaveBeenCalledWith(
      DOCS,
      expect.objectContaining({
        filter: { vehicleId: ID },
        sort: { field: "createdAt", order: "DESC" },
      }),
    );
    expect(
      screen.getByRole("link", { name: "Back to the vehicle" }),
    ).toHaveAttribute("href", `/admin/transport/vehicle/${ID}`);
  });

  it("checks size and type before uploading, with the server's words", async () => {
    const dp = provider();
    mount(dp);
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText(
      "Document file",
      {},
      { timeout: 5000 },
    );
    await user.upload(input, pdf(VEHICLE_DOCUMENT_MAX_BYTES + 1));
    expect(input).toHaveAccessibleDescription(
      "The file is larger than the 10 MB limit.",
    );
    await user.click(screen.getByRole("button", { name: "Upload" }));
    await user.upload(input, pdf(20, "notes.txt", "text/plain"));
    expect(input).toHaveAccessibleDescription(
      "Only PDF, PNG, JPEG and WebP files can be uploaded.",
    );
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(dp.uploadVehicleDocument).not.toHaveBeenCalled();
  });

  it("uploads the chosen file with its type and says 'New Vehicle Document added.'", async () => {
    const dp = provider();
    mount(dp);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("combobox", { name: "Type" }, { timeout: 5000 }),
    );
    await user.click(
      await screen.findByRole("option", { name: "Insurance card" }),
    );
    const file = pdf(2048);
    await user.upload(screen.getByLabelText("Document file"), file);
    expect(screen.getByLabelText("Document file")).toHaveAccessibleDescription(
      "PDF, PNG, JPEG or WebP, up to 10 MB.",
    );
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(
      await screen.findByText("New Vehicle Document added."),
    ).toBeInTheDocument();
    expect(dp.uploadVehicleDocument).toHaveBeenCalledWith(
      ID,
      "insurance_card",
      file,
    );
    // The list is read again to show the new document.
    await waitFor(() =>
      expect(dp.getList.mock.calls.length).toBeGreaterThan(1),
    );
  });

  it("shows the server's refusal under the file input", async () => {
    const message = "Only PDF, PNG, JPEG and WebP files can be uploaded.";
    const dp = provider({
      uploadVehicleDocument: vi
        .fn()
        .mockRejectedValue(
          toHttpError(422, { message, errors: [{ field: "file", message }] }),
        ),
    });
    mount(dp);
    const user = userEvent.setup();
    const input = await screen.findByLabelText(
      "Document file",
      {},
      { timeout: 5000 },
    );
    await user.upload(input, pdf(100, "fake.pdf"));
    await user.click(screen.getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(message));
  });

  it("previews a PDF in a dialog from a blob: URL and revokes it on close", async () => {
    const dp = provider();
    mount(dp);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole(
        "button",
        { name: "Preview registration.pdf" },
        { timeout: 5000 },
      ),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Preview of registration.pdf",
    });
    const frame = await within(dialog).findByTitle(
      "Preview of registration.pdf",
    );
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", "blob:http://localhost/preview-1");
    expect(dp.fetchVehicleDocumentContent).toHaveBeenCalledWith(
      DOC_ID,
      false,
      expect.any(AbortSignal),
    );
    await user.keyboard("{Escape}");
    await waitFor(() =>
      expect(URL.revokeObjectURL).toHaveBeenCalledWith(
        "blob:http://localhost/preview-1",
      ),
    );
  });

  it("is read-only for a driver: no upload form, no delete", async () => {
    mount(provider(), "driver");
    expect(
      await screen.findByText("registration.pdf", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Preview registration.pdf" }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Upload" }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Delete registration.pdf" }),
    ).not.toBeInTheDocument();
  });
});
