/** The system notifications admin list (issue 25): rows, the type chip, the toggle, the §2 edit path. */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import systemNotifications from "../../../resources/systemNotifications";
import { toHttpError, withFailurePrefix } from "../../../providers/httpClient";
import { renderAdmin } from "./renderAdmin";
import {
  buildSystemNotificationRow,
  SYSTEM_NOTIFICATION_ID,
} from "./systemNotificationRows";

const resources = { "admin/notifications": systemNotifications };

describe("SystemNotificationList", () => {
  it("lists message, type and window, newest first", async () => {
    const getList = vi.fn().mockResolvedValue({
      data: [
        buildSystemNotificationRow(),
        buildSystemNotificationRow({
          id: "5d0c2d7e-6a8e-4a51-9f4e-1f1f3c1b2a02",
          message: "New dispatch phone number.",
          notificationSystemType: "alert",
          active: false,
        }),
      ],
      total: 2,
    });
    renderAdmin({
      at: "/admin/notifications",
      dataProvider: { getList },
      resources,
    });
    expect(
      await screen.findByText("Maintenance on Sunday from 6 to 8."),
    ).toBeInTheDocument();
    expect(screen.getByText("Warning")).toBeInTheDocument();
    expect(screen.getByText("Alert")).toBeInTheDocument();
    expect(screen.getAllByText("Always").length).toBeGreaterThan(0);
    const switches = screen.getAllByRole("switch", {
      name: "Switch the notification on or off",
    });
    expect(switches[0]).toBeChecked();
    expect(switches[1]).not.toBeChecked();
    expect(getList).toHaveBeenCalledWith(
      "admin/notifications",
      expect.objectContaining({ sort: { field: "createdAt", order: "DESC" } }),
    );
  });

  it("shows the empty state with a link to create", async () => {
    renderAdmin({
      at: "/admin/notifications",
      dataProvider: {
        getList: vi.fn().mockResolvedValue({ data: [], total: 0 }),
      },
      resources,
    });
    expect(
      await screen.findByText("No system notifications yet."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /create/i })).toHaveAttribute(
      "href",
      "/admin/notifications/create",
    );
  });

  it("toggles in place and says 'System Notification toggled.'", async () => {
    const getList = vi
      .fn()
      .mockResolvedValue({ data: [buildSystemNotificationRow()], total: 1 });
    const toggleSystemNotification = vi.fn().mockResolvedValue({});
    renderAdmin({
      at: "/admin/notifications",
      dataProvider: { getList, toggleSystemNotification } as never,
      resources,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("switch"));
    await waitFor(() =>
      expect(toggleSystemNotification).toHaveBeenCalledWith(
        SYSTEM_NOTIFICATION_ID,
        false,
      ),
    );
    expect(
      await screen.findByText("System Notification toggled."),
    ).toBeInTheDocument();
  });

  it("shows a failed toggle with its §8 prefix", async () => {
    const getList = vi
      .fn()
      .mockResolvedValue({ data: [buildSystemNotificationRow()], total: 1 });
    const toggleSystemNotification = vi
      .fn()
      .mockRejectedValue(
        withFailurePrefix(
          toHttpError(404, { message: "Notification not found." }),
          "Failed to toggle active status: ",
        ),
      );
    renderAdmin({
      at: "/admin/notifications",
      dataProvider: { getList, toggleSystemNotification } as never,
      resources,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("switch"));
    expect(
      await screen.findByText(
        "Failed to toggle active status: Notification not found.",
      ),
    ).toBeInTheDocument();
  });

  it("opens a row at /admin/notifications/:notificationId", async () => {
    const row = buildSystemNotificationRow();
    const getList = vi.fn().mockResolvedValue({ data: [row], total: 1 });
    const getOne = vi.fn().mockResolvedValue({ data: row });
    renderAdmin({
      at: "/admin/notifications",
      dataProvider: { getList, getOne },
      resources,
    });
    const user = userEvent.setup();
    const cell = await screen.findByText(row.message);
    const edit = within(cell.closest("tr") as HTMLElement).getByRole("link", {
      name: "Edit",
    });
    expect(edit).toHaveAttribute("href", `/admin/notifications/${row.id}`);
    await user.click(edit);
    expect(await screen.findByDisplayValue(row.message)).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith(
      "admin/notifications",
      expect.objectContaining({ id: row.id }),
    );
  });
});
