/**
 * /service/users/:id/:orgId (issue 28) in the real shell over msw: a new key shown once (copy,
 * warning) and then only by its prefix, a revoke asked first that turns the key's status, the
 * user's edit dialog, and no key for an inactive user.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  seedServices as seed,
  servicesCalls,
  setupServicePages,
  userPageOf as userPage,
} from "./servicesFake";

const LOAD = { timeout: 10_000 };
const open = setupServicePages();
const calls = servicesCalls;

describe("the service user page", () => {
  it("shows a new key once, with a copy button, and afterwards only its prefix", async () => {
    const store = open(userPage);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Create key" }, LOAD),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Create API key",
    });
    expect(
      within(dialog).getByRole("spinbutton", { name: /Expires in/ }),
    ).toHaveValue(90);
    await user.click(
      within(dialog).getByRole("button", { name: "Create key" }),
    );
    expect(
      await within(dialog).findByText("This field is required."),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("textbox", { name: /Name/ }));
    await user.paste("Dispatch sync");
    await user.click(
      within(dialog).getByRole("button", { name: "Create key" }),
    );

    const shown = await screen.findByRole(
      "dialog",
      { name: "Your new API key" },
      LOAD,
    );
    const secret = store.issued[0];
    expect(within(shown).getByRole("textbox", { name: "API key" })).toHaveValue(
      secret,
    );
    expect(
      within(shown).getByText(/It will not be shown again/),
    ).toBeInTheDocument();
    expect(screen.getByText("New API Key added.")).toBeInTheDocument();
    expect(
      calls(
        store,
        "POST",
        `/service-users/${store.users[0].serviceUserId}/api-keys`,
      )[0].body,
    ).toEqual({ name: "Dispatch sync", expiresInDays: 90 });

    await user.click(within(shown).getByRole("button", { name: "Copy" }));
    expect(await navigator.clipboard.readText()).toBe(secret);

    await user.click(
      within(shown).getByRole("button", { name: "I have copied the key" }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const keys = screen.getByRole("region", { name: "API keys" });
    expect(
      await within(keys).findByText("Dispatch sync", {}, LOAD),
    ).toBeInTheDocument();
    expect(within(keys).getByText("nemt_sk_New1…")).toBeInTheDocument();
    expect(screen.queryByDisplayValue(secret)).toBeNull();
    expect(document.body.textContent).not.toContain(secret);
  });

  it("revokes a key only after its confirmation, and shows it revoked", async () => {
    const store = open(userPage);
    const user = userEvent.setup();
    const keys = await screen.findByRole("region", { name: "API keys" }, LOAD);
    const revoke = await within(keys).findByRole(
      "button",
      { name: "Revoke the key Production" },
      LOAD,
    );

    await user.click(revoke);
    let confirm = await screen.findByRole("dialog", {
      name: "Revoke the key Production?",
    });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(
      calls(store, "POST", `/api-keys/${store.keys[0].apiKeyId}/revoke`),
    ).toHaveLength(0);

    await user.click(revoke);
    confirm = await screen.findByRole("dialog", {
      name: "Revoke the key Production?",
    });
    await user.click(within(confirm).getByRole("button", { name: "Revoke" }));
    expect(
      await screen.findByText("API Key revoked.", {}, LOAD),
    ).toBeInTheDocument();
    expect(
      calls(store, "POST", `/api-keys/${store.keys[0].apiKeyId}/revoke`),
    ).toHaveLength(1);
    const row = within(keys).getByText("Production").closest("tr")!;
    expect(
      await within(row).findByText("Revoked", {}, LOAD),
    ).toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: /Revoke/ })).toBeNull();
  });

  it("edits the service user's name and role in a dialog", async () => {
    const store = open(userPage);
    const user = userEvent.setup();
    const details = await screen.findByRole(
      "region",
      { name: "Details" },
      LOAD,
    );
    await user.click(within(details).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Edit service user",
    });
    const name = within(dialog).getByRole("textbox", { name: /Name/ });
    await waitFor(() => expect(name).toHaveValue("Booking bot"));
    await user.clear(name);
    await user.paste("Booking bot v2");
    await user.click(within(dialog).getByRole("combobox", { name: /Role/ }));
    await user.click(
      await screen.findByRole("option", { name: "Data administrator" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Service User updated.", {}, LOAD),
    ).toBeInTheDocument();
    expect(calls(store, "POST", "/service-users")[0].body).toMatchObject({
      serviceUserId: store.users[0].serviceUserId,
      serviceOrganizationId: store.organizations[0].serviceOrganizationId,
      name: "Booking bot v2",
      roleCode: "dataadmin",
      facilityId: null,
    });
    expect(
      await screen.findByRole(
        "heading",
        { name: "Booking bot v2", level: 1 },
        LOAD,
      ),
    ).toBeInTheDocument();
  });

  it("offers no new key to an inactive service user", async () => {
    const store = seed();
    store.users[0] = { ...store.users[0], active: false };
    open(userPage, store);
    expect(
      await screen.findByRole("button", { name: "Create key" }, LOAD),
    ).toBeDisabled();
    expect(
      screen.getByText(/Inactive: its keys are refused/),
    ).toBeInTheDocument();
  });
});
