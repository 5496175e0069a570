/**
 * The service organisations admin (issue 28) inside the real app over msw: the list's columns and
 * filters (search, kind, active), a row opening the organisation's own page rather than the edit
 * form, a create that posts the upsert body and opens the new organisation, a taken name back on
 * its field, and the edit form at upsert/:id.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { adminServicesModule } from "../../../domain/modules/adminServices";
import { serviceOrganizationPath } from "../../../domain/modules/services";
import { SERVICE_MESSAGES } from "../../../domain/schemas/service";
import { renderApp } from "../../support/AppWrapper";
import { setupFakeServer } from "../../support/mswServer";
import { signInAs } from "../../support/signedIn";
import type { ServicesStore } from "../pages/servicesFake";
import { buildOrganization } from "../pages/serviceRows";
import { servicesHandlers, servicesStore } from "../pages/servicesFake";

const LOAD = { timeout: 10_000 };
const { fake, server, start } = setupFakeServer();

function open(url: string, store: ServicesStore) {
  signInAs(fake.api, "systemadmin");
  start();
  server.use(...servicesHandlers(store));
  return renderApp(url);
}

const calls = (store: ServicesStore, method: string, path: string) =>
  store.log.calls.filter((c) => c.method === method && c.path === path);

const seeded = () =>
  servicesStore({
    organizations: [
      buildOrganization({
        name: "Acme Brokerage",
        userCount: 2,
        activeKeyCount: 3,
        lastCallAt: null,
      }),
      buildOrganization({
        name: "St Mary Hospital",
        kind: "hospital",
        active: false,
        contactEmail: null,
      }),
    ],
  });

describe("the service organisations list", () => {
  it("lists name, kind, counts and last call; a row opens the organisation's page", async () => {
    const store = seeded();
    const app = open(adminServicesModule.paths.list, store);
    const user = userEvent.setup();
    const row = (await screen.findByText("Acme Brokerage", {}, LOAD)).closest(
      "tr",
    )!;
    expect(within(row).getByText("Broker")).toBeInTheDocument();
    expect(within(row).getByText("2")).toBeInTheDocument();
    expect(within(row).getByText("3")).toBeInTheDocument();
    expect(within(row).getByText("Never")).toBeInTheDocument();
    expect(
      within(screen.getByText("St Mary Hospital").closest("tr")!).getByText(
        "Hospital",
      ),
    ).toBeInTheDocument();
    expect(
      calls(store, "POST", "/service-organizations/search")[0].body,
    ).toMatchObject({
      sortBy: "name",
      sortDescending: false,
    });

    // The name is a link too, for the keyboard; the row's own click goes to the same page.
    expect(
      within(row).getByRole("link", { name: "Acme Brokerage" }),
    ).toHaveAttribute(
      "href",
      serviceOrganizationPath(store.organizations[0].id),
    );
    await user.click(within(row).getByText("Broker"));
    await waitFor(() =>
      expect(app.location().pathname).toBe(
        serviceOrganizationPath(store.organizations[0].id),
      ),
    );
    expect(
      await screen.findByRole(
        "heading",
        { name: "Acme Brokerage", level: 1 },
        LOAD,
      ),
    ).toBeInTheDocument();
  });

  it("filters by search term, kind and active", async () => {
    const store = seeded();
    open(adminServicesModule.paths.list, store);
    const user = userEvent.setup();
    await screen.findByText("Acme Brokerage", {}, LOAD);
    const searches = () =>
      calls(store, "POST", "/service-organizations/search");

    await user.click(screen.getByRole("combobox", { name: "Kind" }));
    await user.click(await screen.findByRole("option", { name: "Hospital" }));
    await waitFor(() =>
      expect(searches().at(-1)!.body).toMatchObject({ kind: "hospital" }),
    );
    await waitFor(() =>
      expect(screen.queryByText("Acme Brokerage")).toBeNull(),
    );

    await user.click(screen.getByRole("combobox", { name: "Active" }));
    await user.click(await screen.findByRole("option", { name: "No" }));
    await waitFor(() =>
      expect(searches().at(-1)!.body).toMatchObject({
        kind: "hospital",
        active: false,
      }),
    );

    await user.type(screen.getByPlaceholderText("Search"), "mary");
    await waitFor(() =>
      expect(searches().at(-1)!.body).toMatchObject({ searchTerm: "mary" }),
    );
    expect(await screen.findByText("St Mary Hospital")).toBeInTheDocument();
  });
});

describe("the service organisation form", () => {
  it("creates an organisation with the upsert body and opens its page", async () => {
    const store = servicesStore();
    const app = open(adminServicesModule.paths.create, store);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("textbox", { name: /Name/ }, LOAD),
    );
    await user.paste("Metro Clearinghouse");
    await user.click(screen.getByRole("combobox", { name: /Kind/ }));
    await user.click(
      await screen.findByRole("option", { name: "Clearinghouse" }),
    );
    await user.click(screen.getByRole("textbox", { name: "Contact email" }));
    await user.paste("it@metro.example");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(
      await screen.findByText("New Service Organization added.", {}, LOAD),
    ).toBeInTheDocument();
    expect(calls(store, "POST", "/service-organizations")[0].body).toEqual({
      name: "Metro Clearinghouse",
      kind: "clearinghouse",
      contactEmail: "it@metro.example",
      notes: "",
      active: true,
    });
    const created = store.organizations[0];
    await waitFor(() =>
      expect(app.location().pathname).toBe(serviceOrganizationPath(created.id)),
    );
  });

  it("shows a taken name under its field", async () => {
    const store = seeded();
    open(adminServicesModule.paths.create, store);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("textbox", { name: /Name/ }, LOAD),
    );
    await user.paste("Acme Brokerage");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByRole("textbox", { name: /Name/ }),
    ).toHaveAccessibleDescription(SERVICE_MESSAGES.nameTaken);
  });

  it("edits an organisation at upsert/:id and goes back to its page", async () => {
    const store = seeded();
    const org = store.organizations[0];
    const app = open(adminServicesModule.paths.edit(org.id), store);
    const user = userEvent.setup();
    const name = await screen.findByRole("textbox", { name: /Name/ }, LOAD);
    await waitFor(() => expect(name).toHaveValue("Acme Brokerage"));
    expect(screen.getByRole("textbox", { name: "Contact email" })).toHaveValue(
      "ops@acme.example",
    );
    await user.click(screen.getByRole("switch", { name: "Active" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Service Organization updated.", {}, LOAD),
    ).toBeInTheDocument();
    expect(
      calls(store, "POST", "/service-organizations")[0].body,
    ).toMatchObject({
      serviceOrganizationId: org.id,
      name: "Acme Brokerage",
      active: false,
    });
    await waitFor(() =>
      expect(app.location().pathname).toBe(serviceOrganizationPath(org.id)),
    );
  });
});
