import {
  act,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import { http } from "msw";
import type { NotificationType } from "react-admin";
import {
  AdminContext,
  memoryStore,
  TestMemoryRouter,
  useNotify,
} from "react-admin";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_TIMEOUT_MS } from "../../../domain/constants";
import { ERROR_CATALOGUE } from "../../../domain/errors";
import { dataProvider } from "../../../providers/appDataProvider";
import { setNavigator, toHttpError } from "../../../providers/httpClient";
import { i18nProvider } from "../../../src/i18n/i18nProvider";
import { Toasts } from "../../../src/layout/Toasts";
import { useNotifyError } from "../../../src/notifications/useNotifyError";
import { failure } from "../../support/mswHandlers";
import { setupFakeServer } from "../../support/mswServer";

const { server } = setupFakeServer();

function LoadFeature() {
  const notifyError = useNotifyError();
  return (
    <button
      onClick={() =>
        dataProvider.getOne("admin/features", { id: "f-1" }).catch(notifyError)
      }
    >
      Load
    </button>
  );
}

function Notify({
  message,
  type,
  options,
}: {
  message: string;
  type?: NotificationType;
  options?: object;
}) {
  const notify = useNotify();
  return (
    <button onClick={() => notify(message, { type, ...options })}>
      Notify
    </button>
  );
}

function renderToasts(trigger: React.ReactNode) {
  return render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <Toasts />
        {trigger}
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe("toasts", () => {
  let restore: () => void;
  beforeEach(() => {
    restore = setNavigator({
      pathname: () => "/admin/features",
      navigate: vi.fn(),
    });
  });
  afterEach(() => {
    restore();
    vi.useRealTimers();
  });

  const STATUSES = [400, 401, 403, 404, 405, 409, 418, 422, 500, 504];
  it.each(STATUSES)(
    "a %i failure shows the catalogue title and text, top right",
    async (status) => {
      server.use(http.get("/api/features/:id", () => failure(status)));
      renderToasts(<LoadFeature />);
      fireEvent.click(screen.getByRole("button", { name: "Load" }));
      const toast = await screen.findByRole("alert");
      const { title, message } = ERROR_CATALOGUE[status];
      expect(within(toast).getByText(title)).toBeInTheDocument();
      expect(toast).toHaveTextContent(
        `Failed to retrieve the requested Feature: ${message}`,
      );
      expect(toast.closest(".MuiSnackbar-root")).toHaveClass(
        "MuiSnackbar-anchorOriginTopRight",
      );
    },
  );

  it("a status outside the catalogue reads as the Unexpected Error", async () => {
    server.use(
      http.get("/api/features/:id", () =>
        failure(503, "Down for maintenance."),
      ),
    );
    renderToasts(<LoadFeature />);
    fireEvent.click(screen.getByRole("button", { name: "Load" }));
    const toast = await screen.findByRole("alert");
    expect(within(toast).getByText("Unexpected Error")).toBeInTheDocument();
    expect(toast).toHaveTextContent(
      "Failed to retrieve the requested Feature: Down for maintenance.",
    );
  });

  it("titles react-admin's own error notifications (message only) from the HTTP client", async () => {
    const error = toHttpError(409, {
      code: 409,
      message: "That code is taken.",
    });
    renderToasts(<Notify message={error.message} type="error" />);
    fireEvent.click(screen.getByRole("button", { name: "Notify" }));
    const toast = await screen.findByRole("alert");
    expect(within(toast).getByText("Conflict Error")).toBeInTheDocument();
    expect(toast).toHaveTextContent("That code is taken.");
  });

  it("disappears after 3000 ms", async () => {
    vi.useFakeTimers();
    renderToasts(<Notify message="Feature updated." type="success" />);
    fireEvent.click(screen.getByRole("button", { name: "Notify" }));
    await act(async () => vi.advanceTimersByTime(10));
    expect(screen.getByRole("status")).toHaveTextContent("Feature updated.");
    await act(async () => vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 100));
    expect(screen.getByText("Feature updated.")).toBeVisible();
    await act(async () => vi.advanceTimersByTime(200)); // the timeout closes it…
    await act(async () => vi.advanceTimersByTime(500)); // …and the exit transition ends
    expect(screen.queryByText("Feature updated.")).not.toBeInTheDocument();
  });

  it("keeps a given timeout, and closes by hand", async () => {
    vi.useFakeTimers();
    renderToasts(
      <Notify
        message="Bookmark created."
        options={{ autoHideDuration: 10_000 }}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Notify" }));
    await act(async () => vi.advanceTimersByTime(5000));
    expect(screen.getByText("Bookmark created.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.queryByText("Bookmark created.")).not.toBeInTheDocument();
  });

  it.each(["info", "success", "warning"] as const)(
    "shows %s toasts without a title",
    async (type) => {
      renderToasts(<Notify message="Email sent." type={type} />);
      fireEvent.click(screen.getByRole("button", { name: "Notify" }));
      await waitFor(() =>
        expect(screen.getByRole("status")).toHaveTextContent("Email sent."),
      );
      expect(screen.getByRole("status")).toHaveClass(
        `MuiAlert-filled${type[0].toUpperCase()}${type.slice(1)}`,
      );
    },
  );
});
