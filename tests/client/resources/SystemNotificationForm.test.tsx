/**
 * The system notification create and edit screens (issue 25): the shared schema's checks, the
 * upsert body, the §8 toasts, and the §2 edit path /admin/notifications/:notificationId.
 */
import { screen, waitFor } from "@testing-library/react";
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
const emptyList = {
  getList: vi.fn().mockResolvedValue({ data: [], total: 0 }),
};

describe("System notification create and edit", () => {
  it("creates with the upsert body and says 'New Notification created.'", async () => {
    const create = vi.fn().mockResolvedValue({
      data: buildSystemNotificationRow({ id: "new" }),
    });
    renderAdmin({
      at: "/admin/notifications/create",
      dataProvider: { ...emptyList, create },
      resources,
    });
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText("Message"),
      "Dispatch moves to the new number today.",
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("New Notification created."),
    ).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      "admin/notifications",
      expect.objectContaining({
        data: expect.objectContaining({
          message: "Dispatch moves to the new number today.",
          active: true,
          displayOnce: false,
          notificationSystemType: "info",
        }),
      }),
    );
  });

  it("validates with the shared schema: a message is required and plain text", async () => {
    const create = vi.fn();
    renderAdmin({
      at: "/admin/notifications/create",
      dataProvider: { ...emptyList, create },
      resources,
    });
    const user = userEvent.setup();
    const message = await screen.findByLabelText("Message");
    await user.type(message, "<b>bold</b>");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(message).toHaveAccessibleDescription(
        "A system notification is plain text: remove the HTML tags.",
      ),
    );
    await user.clear(message);
    await user.type(message, "   ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(message).toHaveAccessibleDescription("This field is required."),
    );
    expect(create).not.toHaveBeenCalled();
  });

  it("shows a refused create with the §8 prefix", async () => {
    const create = vi
      .fn()
      .mockRejectedValue(
        withFailurePrefix(
          toHttpError(422, { message: "The submitted data is not valid." }),
          "Failed to create Notification: ",
        ),
      );
    renderAdmin({
      at: "/admin/notifications/create",
      dataProvider: { ...emptyList, create },
      resources,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Message"), "Hello");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "Failed to create Notification: The submitted data is not valid.",
      ),
    ).toBeInTheDocument();
  });

  it("edits at /admin/notifications/:notificationId and says 'Notification updated.'", async () => {
    const row = buildSystemNotificationRow();
    const getOne = vi.fn().mockResolvedValue({ data: row });
    const update = vi
      .fn()
      .mockResolvedValue({ data: { ...row, message: "Moved to Monday." } });
    renderAdmin({
      at: `/admin/notifications/${SYSTEM_NOTIFICATION_ID}`,
      dataProvider: { ...emptyList, getOne, update },
      resources,
    });
    const user = userEvent.setup();
    const message = await screen.findByDisplayValue(row.message);
    await user.clear(message);
    await user.type(message, "Moved to Monday.");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Notification updated."),
    ).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      "admin/notifications",
      expect.objectContaining({
        id: SYSTEM_NOTIFICATION_ID,
        data: expect.objectContaining({
          notificationSystemId: SYSTEM_NOTIFICATION_ID,
          message: "Moved to Monday.",
          notificationSystemType: "warning",
        }),
      }),
    );
  });
});
