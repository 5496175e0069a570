import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { FeatureRow } from "../../../resources/features/featureModel";
import { buildFeatureRow } from "../../support/rowFactories";
import { renderAdmin } from "./renderAdmin";

const buildFeature = (overrides: Partial<FeatureRow> = {}) =>
  buildFeatureRow({
    id: "7b0c2d7e-6a8e-4a51-9f4e-1f1f3c1b2a01",
    featureCode: "feature-analytics",
    featureTitle: "Analytics",
    featureDescription: "Dashboards and reports.",
    active: true,
    ...overrides,
  });

describe("FeatureList", () => {
  it("renders one row per feature, with code, title, description and a switch", async () => {
    const rows = [
      buildFeature(),
      buildFeature({
        id: "7b0c2d7e-6a8e-4a51-9f4e-1f1f3c1b2a02",
        featureCode: "feature-documents",
        featureTitle: "Documents",
        featureDescription: null,
        active: false,
      }),
    ];
    const getList = vi.fn().mockResolvedValue({ data: rows, total: 2 });
    renderAdmin({ at: "/admin/features", dataProvider: { getList } });

    expect(await screen.findByText("feature-analytics")).toBeInTheDocument();
    expect(screen.getByText("Documents")).toBeInTheDocument();
    expect(screen.getByText("Dashboards and reports.")).toBeInTheDocument();
    expect(
      screen.getByRole("switch", {
        name: "Switch feature feature-analytics on or off",
      }),
    ).toBeChecked();
    expect(
      screen.getByRole("switch", {
        name: "Switch feature feature-documents on or off",
      }),
    ).not.toBeChecked();
    expect(getList).toHaveBeenCalledWith(
      "admin/features",
      expect.objectContaining({ sort: { field: "featureCode", order: "ASC" } }),
    );
  });

  it("shows the empty state when there are no features", async () => {
    renderAdmin({
      at: "/admin/features",
      dataProvider: {
        getList: vi.fn().mockResolvedValue({ data: [], total: 0 }),
      },
    });
    expect(await screen.findByText("No features yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /create/i })).toHaveAttribute(
      "href",
      "/admin/features/create",
    );
  });

  it("toggles a feature in place and says 'Feature updated.'", async () => {
    const getList = vi
      .fn()
      .mockResolvedValue({ data: [buildFeature({ active: false })], total: 1 });
    const toggleFeature = vi.fn().mockResolvedValue({});
    renderAdmin({
      at: "/admin/features",
      dataProvider: { getList, toggleFeature },
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("switch", { name: /feature-analytics/ }),
    );
    await waitFor(() =>
      expect(toggleFeature).toHaveBeenCalledWith("feature-analytics", true),
    );
    expect(await screen.findByText("Feature updated.")).toBeInTheDocument();
    // The click toggled; it did not open the row.
    expect(screen.getByText("feature-analytics")).toBeInTheDocument();
  });

  it("opens a row at upsert/:id", async () => {
    const row = buildFeature();
    const getList = vi.fn().mockResolvedValue({ data: [row], total: 1 });
    const getOne = vi.fn().mockResolvedValue({ data: row });
    renderAdmin({ at: "/admin/features", dataProvider: { getList, getOne } });
    const user = userEvent.setup();
    const cell = await screen.findByText("feature-analytics");
    await user.click(
      within(cell.closest("tr") as HTMLElement).getByRole("link", {
        name: "Edit",
      }),
    );
    expect(await screen.findByDisplayValue("Analytics")).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith(
      "admin/features",
      expect.objectContaining({ id: row.id }),
    );
  });
});
