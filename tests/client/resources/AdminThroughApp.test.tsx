/**
 * The admin screens inside the real app (real data, auth and i18n providers) over msw handlers for
 * our REST contract, so the contract mapping and error shapes are exercised end to end.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../support/AppWrapper";
import { buildFeature } from "../../support/factories";
import { envelope, failure } from "../../support/mswHandlers";
// Not a React hook despite its name: aliased so react-hooks/rules-of-hooks leaves it alone.
import { useFakeServer as setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";

const { fake, server, start } = setupFakeServer();
const LOAD = { timeout: 10_000 };

describe("features admin in the app", () => {
  it("lists features from POST /features/search, toggles one and says 'Feature updated.'", async () => {
    signInAs(fake.api, "systemadmin");
    enableAllFeatures(fake.api);
    fake.api.features = [
      buildFeature({
        featureCode: "feature-analytics",
        featureTitle: "Analytics",
        active: false,
      }),
    ];
    start();
    server.use(
      http.post("/api/features/toggle", async ({ request }) => {
        const body = (await request.json()) as {
          code: string;
          active: boolean;
        };
        fake.api.features = fake.api.features.map((f) =>
          f.featureCode === body.code ? { ...f, active: body.active } : f,
        );
        return envelope(fake.api.features[0]);
      }),
    );
    renderApp("/admin/features");
    expect(
      await screen.findByText("feature-analytics", {}, LOAD),
    ).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole("switch", { name: /feature-analytics/ }));
    expect(await screen.findByText("Feature updated.")).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole("switch", { name: /feature-analytics/ }),
      ).toBeChecked(),
    );
  });

  it("a row opens its edit screen at /admin/features/upsert/:id (not the list again)", async () => {
    signInAs(fake.api, "systemadmin");
    const feature = buildFeature({
      featureCode: "feature-documents",
      featureTitle: "Documents",
    });
    fake.api.features = [feature];
    start();
    const app = renderApp("/admin/features");
    await userEvent
      .setup()
      .click(await screen.findByText("feature-documents", {}, LOAD));
    await waitFor(() =>
      expect(app.location().pathname).toBe(
        `/admin/features/upsert/${feature.featureId}`,
      ),
    );
    expect(
      await screen.findByRole("textbox", { name: "Title" }, LOAD),
    ).toHaveValue("Documents");
    expect(screen.queryByText("feature-documents")).toBeNull(); // the list is gone
  });

  it("shows the empty state", async () => {
    signInAs(fake.api, "systemadmin");
    start();
    renderApp("/admin/features");
    expect(
      await screen.findByText("No features yet.", {}, LOAD),
    ).toBeInTheDocument();
  });
});

describe("users admin in the app", () => {
  it("shows the server's 422 field error next to the field", async () => {
    const sent: unknown[] = [];
    signInAs(fake.api, "systemadmin");
    start();
    server.use(
      http.post("/api/facilities/search", () => envelope([])),
      http.post("/api/users", async ({ request }) => {
        sent.push(await request.json());
        return failure(422, "email: A user with this email already exists.", [
          { field: "email", message: "A user with this email already exists." },
        ]);
      }),
    );
    renderApp("/admin/users/create");
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText("Email", {}, LOAD),
      "taken@example.org",
    );
    await user.type(screen.getByLabelText("First name"), "Tom");
    await user.type(screen.getByLabelText("Last name"), "Taken");
    await user.click(screen.getByRole("combobox", { name: "Role" }));
    await user.click(await screen.findByRole("option", { name: "Customer" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
        "A user with this email already exists.",
      ),
    );
    expect(sent[0]).toMatchObject({
      email: "taken@example.org",
      roles: [{ roleCode: "customer" }],
      facilityUserDetail: null,
    });
  });
});
