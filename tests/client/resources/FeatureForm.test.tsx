/**
 * Slow (several seconds a file) because each test mounts the whole admin shell in jsdom and types and
 * clicks through MUI inputs with user-event, as a person would; the list and form behaviour under test
 * lives in that shell, so a lighter mount would test something else.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { toHttpError, withFailurePrefix } from "../../../providers/httpClient";
import { buildFeatureRow } from "../../support/rowFactories";
import { renderAdmin } from "./renderAdmin";

const ID = "7b0c2d7e-6a8e-4a51-9f4e-1f1f3c1b2a01";
const row = buildFeatureRow({
  id: ID,
  featureCode: "feature-analytics",
  featureTitle: "Analytics",
  featureDescription: "Dashboards.",
  active: true,
});
const emptyList = {
  getList: vi.fn().mockResolvedValue({ data: [], total: 0 }),
};

describe("Feature create and edit", () => {
  it("creates from the upsert body fields and says 'New Feature added.'", async () => {
    const create = vi.fn().mockResolvedValue({ data: { ...row, id: "new" } });
    renderAdmin({
      at: "/admin/features/create",
      dataProvider: { ...emptyList, create },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Code"), "feature-documents");
    await user.type(screen.getByLabelText("Title"), "Documents");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("New Feature added.")).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      "admin/features",
      expect.objectContaining({
        data: {
          code: "feature-documents",
          title: "Documents",
          description: null,
          active: false,
        },
      }),
    );
  });

  it("validates the code with the shared schema", async () => {
    const create = vi.fn();
    renderAdmin({
      at: "/admin/features/create",
      dataProvider: { ...emptyList, create },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Code"), "Not A Code");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Code")).toHaveAccessibleDescription(
        "Use lower-case letters, digits and dashes.",
      ),
    );
    expect(screen.getByLabelText("Title")).toHaveAccessibleDescription(
      "This field is required.",
    );
    expect(create).not.toHaveBeenCalled();
  });

  it("shows a duplicate code next to the field, with the §8 prefix in the toast", async () => {
    const create = vi.fn().mockRejectedValue(
      withFailurePrefix(
        toHttpError(409, {
          message: "A feature with this code already exists.",
          errors: [
            {
              field: "code",
              message: "A feature with this code already exists.",
            },
          ],
        }),
        "Feature creation failed: ",
      ),
    );
    renderAdmin({
      at: "/admin/features/create",
      dataProvider: { ...emptyList, create },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Code"), "feature-analytics");
    await user.type(screen.getByLabelText("Title"), "Again");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Code")).toHaveAccessibleDescription(
        "A feature with this code already exists.",
      ),
    );
    expect(
      await screen.findByText(
        "Feature creation failed: A feature with this code already exists.",
      ),
    ).toBeInTheDocument();
  });

  it("edits at upsert/:id with the row mapped onto the form, and says 'Feature updated.'", async () => {
    const getOne = vi.fn().mockResolvedValue({ data: row });
    const update = vi
      .fn()
      .mockResolvedValue({ data: { ...row, featureTitle: "Insights" } });
    renderAdmin({
      at: `/admin/features/upsert/${ID}`,
      dataProvider: { ...emptyList, getOne, update },
    });
    const user = userEvent.setup();
    const title = await screen.findByDisplayValue("Analytics");
    expect(screen.getByLabelText("Code")).toHaveValue("feature-analytics");
    await user.clear(title);
    await user.type(title, "Insights");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Feature updated.")).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      "admin/features",
      expect.objectContaining({
        id: ID,
        data: {
          id: ID,
          code: "feature-analytics",
          title: "Insights",
          description: "Dashboards.",
          active: true,
        },
      }),
    );
  });

  it("deletes from the edit toolbar undoably and says 'Feature deleted.'", async () => {
    const getOne = vi.fn().mockResolvedValue({ data: row });
    const deleteFn = vi.fn().mockResolvedValue({ data: row });
    renderAdmin({
      at: `/admin/features/upsert/${ID}`,
      dataProvider: { ...emptyList, getOne, delete: deleteFn },
    });
    const user = userEvent.setup();
    await screen.findByDisplayValue("Analytics");
    await user.click(screen.getByRole("button", { name: "Delete" }));
    // Undoable: no confirmation, the toast offers Undo and the call waits for the toast to leave.
    expect(await screen.findByText("Feature deleted.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Undo" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Confirm" })).toBeNull();
    expect(deleteFn).not.toHaveBeenCalled();
    await waitFor(
      () =>
        expect(deleteFn).toHaveBeenCalledWith(
          "admin/features",
          expect.objectContaining({ id: ID }),
        ),
      { timeout: 10_000 },
    );
  }, 30_000);
});
