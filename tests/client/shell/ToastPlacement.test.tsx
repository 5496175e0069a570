/**
 * Issue 22: a toast's colour matches what happened (react-admin's own "saved" notifications, which
 * it sends as info, are successes: green), and it stays in the app bar's band at the top right
 * (§2), leaving the page's buttons below it and the menu button on its left free.
 */
import { fireEvent, render, screen } from "@testing-library/react";
import type { NotificationType } from "react-admin";
import {
  AdminContext,
  memoryStore,
  TestMemoryRouter,
  useNotify,
} from "react-admin";
import { describe, expect, it } from "vitest";
import { i18nProvider } from "../../../src/i18n/i18nProvider";
import { Toasts } from "../../../src/layout/Toasts";

function Notify({
  message,
  type,
}: {
  message: string;
  type?: NotificationType;
}) {
  const notify = useNotify();
  return (
    <button
      onClick={() =>
        notify(message, { type, messageArgs: { smart_count: 1, _: "Saved." } })
      }
    >
      Notify
    </button>
  );
}

function show(message: string, type?: NotificationType) {
  render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <Toasts />
        <Notify message={message} type={type} />
      </AdminContext>
    </TestMemoryRouter>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Notify" }));
}

describe("toast types", () => {
  it.each([
    "resources.admin/users.notifications.created",
    "resources.admin/transport/vehicles.notifications.updated",
    "ra.notification.deleted",
  ])("react-admin's %s (sent as info) is a success, in green", async (key) => {
    show(key, "info");
    const toast = await screen.findByRole("status");
    expect(toast).toHaveClass("MuiAlert-filledSuccess");
  });

  it("keeps a plain information as info and an error as an error", async () => {
    show("app.toast.close", "info");
    expect(await screen.findByRole("status")).toHaveClass(
      "MuiAlert-filledInfo",
    );
  });
});

describe("toast placement", () => {
  it("sits at the top right within the app bar's band, clear of the menu button", async () => {
    show("ra.notification.updated", "info");
    const snackbar = (await screen.findByRole("status")).closest<HTMLElement>(
      ".MuiSnackbar-root",
    )!;
    expect(snackbar).toHaveClass("MuiSnackbar-anchorOriginTopRight");
    expect(snackbar).toHaveStyle({ top: "4px", left: "auto" });
  });
});
