/** /trip/documents/:tripId: the shared document screens for a trip, gated by the trip privileges. */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tripsModule } from "../../../domain/modules/trips";
import type { RoleCode } from "../../../domain/privileges";
import { TripDocumentsPage } from "../../../resources/trips/TripDocumentsPage";
import { buildUserWithRole, storeSession } from "../../support/factories";
import { buildTripRow } from "../../support/tripRows";
import { renderAdmin } from "./renderAdmin";

const DOCS = "trips/documents";
const TRIP = "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";
const DOC_ID = "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b61";
const SLOW = { timeout: 5000 };

const trip = buildTripRow({ id: TRIP, pickUpDatetime: "2025-03-04T14:30:00" });
const signature = {
  _id: DOC_ID,
  id: DOC_ID,
  tripDocumentId: DOC_ID,
  tripId: TRIP,
  documentType: "signature",
  fileName: "signature.png",
  contentType: "image/png",
  sizeBytes: 2048,
  sha256: "0".repeat(64),
  uploadedByUserId: null,
  createdAt: "2025-03-04T15:00:00.000Z",
  updatedAt: "2025-03-04T15:00:00.000Z",
};

function provider() {
  return {
    getOne: vi.fn().mockResolvedValue({ data: trip }),
    getList: vi.fn().mockResolvedValue({ data: [signature], total: 1 }),
    uploadTripDocument: vi.fn().mockResolvedValue({ ...signature, id: "new" }),
    fetchTripDocumentContent: vi
      .fn()
      .mockResolvedValue(new Blob(["png"], { type: "image/png" })),
  };
}

function mount(dataProvider: ReturnType<typeof provider>, role: RoleCode) {
  storeSession(buildUserWithRole(role));
  renderAdmin({
    at: tripsModule.paths.page("documents", TRIP),
    dataProvider,
    role,
    resources: {
      [tripsModule.name]: {
        recordBase: tripsModule.paths.base,
        pages: { "documents/:id": TripDocumentsPage },
      },
    },
  });
}

beforeEach(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => "blob:http://localhost/preview-1");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe("TripDocumentsPage", () => {
  it("lists the trip's documents, the drawn signature among them, with a link back", async () => {
    const dp = provider();
    mount(dp, "dataadmin");
    const heading = await screen.findByRole("heading", { level: 1 }, SLOW);
    expect(heading).toHaveTextContent(/^Documents of .+ · 2025-03-04 14:30$/);
    const row = (await screen.findByText("signature.png")).closest("tr")!;
    expect(within(row).getByText("Signature")).toBeInTheDocument();
    expect(within(row).getByText("2 KB")).toBeInTheDocument();
    expect(
      within(row).getByRole("button", { name: "Delete signature.png" }),
    ).toBeInTheDocument();
    expect(dp.getList).toHaveBeenCalledWith(
      DOCS,
      expect.objectContaining({ filter: { tripId: TRIP } }),
    );
    expect(
      screen.getByRole("link", { name: "Back to the trip" }),
    ).toHaveAttribute("href", `/trip/${TRIP}`);
  });

  it("uploads a file with its type and says 'New Trip Document added.'", async () => {
    const dp = provider();
    mount(dp, "nurse");
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("combobox", { name: "Type" }, SLOW),
    );
    await user.click(
      await screen.findByRole("option", { name: "Medical form" }),
    );
    const file = new File([new Uint8Array(2048)], "form.pdf", {
      type: "application/pdf",
    });
    await user.upload(screen.getByLabelText("Document file"), file);
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(
      await screen.findByText("New Trip Document added."),
    ).toBeInTheDocument();
    expect(dp.uploadTripDocument).toHaveBeenCalledWith(
      TRIP,
      "medical_form",
      file,
    );
    // A nurse books trips but does not delete their documents.
    expect(
      screen.queryByRole("button", { name: "Delete signature.png" }),
    ).not.toBeInTheDocument();
  });

  it("previews the signature image from a blob: URL", async () => {
    const dp = provider();
    mount(dp, "driver");
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole(
        "button",
        { name: "Preview signature.png" },
        SLOW,
      ),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Preview of signature.png",
    });
    const image = await within(dialog).findByRole("img", {
      name: "signature.png",
    });
    expect(image).toHaveAttribute("src", "blob:http://localhost/preview-1");
    expect(dp.fetchTripDocumentContent).toHaveBeenCalledWith(
      DOC_ID,
      false,
      expect.any(AbortSignal),
    );
    await user.keyboard("{Escape}");
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalled());
  });
});
