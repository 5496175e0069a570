/**
 * /service/organizations/:id (issue 28) in the real shell over msw: the organisation's details,
 * users and keys, adding a service user (the facility offered and required only for the nurse and
 * facility administrator roles), and the call record paged and filtered by outcome.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubScreen } from "../../support/screenWidth";
import { buildCall } from "./serviceRows";
import {
  organizationPageOf as orgPage,
  seedServices as seed,
  servicesCalls,
  setupServicePages,
} from "./servicesFake";

const LOAD = { timeout: 10_000 };
const open = setupServicePages();
const calls = servicesCalls;

describe("the service organisation page", () => {
  it("shows its details, users, keys and an Edit link; a user's name opens its page", async () => {
    const store = open(orgPage);
    const users = await screen.findByRole(
      "region",
      { name: "Service users" },
      LOAD,
    );
    const bot = await within(users).findByRole(
      "link",
      { name: "Booking bot" },
      LOAD,
    );
    expect(within(users).getByText("Customer")).toBeInTheDocument();
    const keys = screen.getByRole("region", { name: "API keys" });
    const row = (await within(keys).findByText("Production", {}, LOAD)).closest(
      "tr",
    )!;
    expect(within(row).getByText("nemt_sk_Old1…")).toBeInTheDocument();
    expect(within(row).getByText("Active")).toBeInTheDocument();
    expect(within(row).getByText("from 203.0.113.7")).toBeInTheDocument();
    expect(
      await within(row).findByText("Booking bot", {}, LOAD),
    ).toBeInTheDocument();
    const details = screen.getByRole("region", { name: "Details" });
    expect(within(details).getByText("Broker")).toBeInTheDocument();
    expect(within(details).getByRole("link", { name: "Edit" })).toHaveAttribute(
      "href",
      `/admin/services/upsert/${store.organizations[0].id}`,
    );
    expect(calls(store, "POST", "/service-users/search")[0].body).toMatchObject(
      { serviceOrganizationId: store.organizations[0].id },
    );

    await userEvent.setup().click(bot);
    expect(
      await screen.findByRole(
        "heading",
        { name: "Booking bot", level: 1 },
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole("link", { name: "Back to Acme Brokerage" }, LOAD),
    ).toBeInTheDocument();
  });

  it("offers and requires a facility only for the nurse and facility administrator roles", async () => {
    const store = open(orgPage);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Add service user" }, LOAD),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Add service user",
    });
    await user.click(within(dialog).getByRole("textbox", { name: "Name" }));
    await user.paste("Ward app");
    const role = within(dialog).getByRole("combobox", { name: /Role/ });
    expect(
      within(dialog).queryByRole("combobox", { name: /Facility/ }),
    ).toBeNull();

    await user.click(role);
    await user.click(await screen.findByRole("option", { name: "Nurse" }));
    const facility = await within(dialog).findByRole("combobox", {
      name: /Facility/,
    });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("A facility role needs a facility."),
    ).toBeInTheDocument();
    expect(calls(store, "POST", "/service-users")).toHaveLength(0);
    expect(facility).toHaveAttribute("aria-invalid", "true");

    await user.click(role);
    await user.click(
      await screen.findByRole("option", { name: "Facility administrator" }),
    );
    expect(
      within(dialog).getByRole("combobox", { name: /Facility/ }),
    ).toBeInTheDocument();

    await user.click(role);
    await user.click(await screen.findByRole("option", { name: "Driver" }));
    await waitFor(() =>
      expect(
        within(dialog).queryByRole("combobox", { name: /Facility/ }),
      ).toBeNull(),
    );
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("New Service User added.", {}, LOAD),
    ).toBeInTheDocument();
    expect(calls(store, "POST", "/service-users")[0].body).toMatchObject({
      serviceOrganizationId: store.organizations[0].serviceOrganizationId,
      name: "Ward app",
      roleCode: "driver",
      facilityId: null,
      active: true,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("sends the chosen facility for a nurse", async () => {
    const store = open(orgPage);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Add service user" }, LOAD),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Add service user",
    });
    await user.click(within(dialog).getByRole("textbox", { name: "Name" }));
    await user.paste("Ward app");
    await user.click(within(dialog).getByRole("combobox", { name: /Role/ }));
    await user.click(await screen.findByRole("option", { name: "Nurse" }));
    await user.click(
      await within(dialog).findByRole("combobox", { name: /Facility/ }),
    );
    await user.click(
      await screen.findByRole("option", { name: "Riverside Care Home" }, LOAD),
    );
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("New Service User added.", {}, LOAD);
    expect(calls(store, "POST", "/service-users")[0].body).toMatchObject({
      roleCode: "nurse",
      facilityId: store.facilities[0].facilityId,
    });
  });

  it("pages the call record and filters it by outcome", async () => {
    const store = seed();
    const key = store.keys[0];
    store.record = Array.from({ length: 23 }, (_, i) =>
      buildCall(i, key, i % 5 === 0 ? { status: 500, method: "POST" } : {}),
    );
    open(orgPage, store);
    const user = userEvent.setup();
    const record = await screen.findByRole(
      "region",
      { name: "Call record" },
      LOAD,
    );
    const table = await within(record).findByRole(
      "table",
      { name: "Call record" },
      LOAD,
    );
    expect(within(table).getAllByRole("row")).toHaveLength(11);
    expect(within(table).getByText("/api/trips/0")).toBeInTheDocument();
    expect(
      calls(
        store,
        "POST",
        `/service-organizations/${key.serviceOrganizationId}/calls/search`,
      )[0].body,
    ).toEqual({
      pageNumber: 1,
      pageSize: 10,
    });

    await user.click(within(record).getByRole("button", { name: "Page 2" }));
    expect(
      await within(record).findByText("/api/trips/10", {}, LOAD),
    ).toBeInTheDocument();
    expect(within(record).queryByText("/api/trips/0")).toBeNull();
    const searches = () =>
      calls(
        store,
        "POST",
        `/service-organizations/${key.serviceOrganizationId}/calls/search`,
      );
    expect(searches().at(-1)!.body).toEqual({ pageNumber: 2, pageSize: 10 });

    await user.click(within(record).getByRole("combobox", { name: "Outcome" }));
    await user.click(await screen.findByRole("option", { name: "Failed" }));
    await waitFor(() =>
      expect(searches().at(-1)!.body).toEqual({
        pageNumber: 1,
        pageSize: 10,
        outcome: "error",
      }),
    );
    await waitFor(() =>
      expect(within(record).getAllByRole("row")).toHaveLength(6),
    );
  });

  it("says so when nothing was called yet", async () => {
    open(orgPage);
    const record = await screen.findByRole(
      "region",
      { name: "Call record" },
      LOAD,
    );
    expect(
      await within(record).findByText("No calls recorded.", {}, LOAD),
    ).toBeInTheDocument();
  });

  it("works on a phone: every section is there with its rows", async () => {
    stubScreen("phone");
    open(orgPage);
    const keys = await screen.findByRole("region", { name: "API keys" }, LOAD);
    expect(
      await within(keys).findByText("nemt_sk_Old1…", {}, LOAD),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Add service user" }),
    ).toBeInTheDocument();
    expect(
      await within(
        screen.getByRole("region", { name: "Service users" }),
      ).findByRole("link", { name: "Booking bot" }, LOAD),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("region", { name: "Call record" }),
    ).toBeInTheDocument();
  });
});
