/**
 * /admin/emails (issue 28), in the real shell over msw: the outbox's rows with their status, a row
 * opening its body as plain text, the send dialog posting its body ('Email sent.') and showing a
 * refusal with the §8 prefix, and the resend of a failed row after a confirmation.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { emailsModule } from "../../../domain/modules/emails";
import type { EmailRow, EmailStatus } from "../../../domain/schemas/email";
import { renderApp } from "../../support/AppWrapper";
import { envelope, paginate } from "../../support/mswHandlers";
import { setupFakeServer } from "../../support/mswServer";
import type { CallLog } from "../../support/recordedCalls";
import { recorded } from "../../support/recordedCalls";
import { signInAs } from "../../support/signedIn";

const LOAD = { timeout: 10_000 };
const { fake, server, start } = setupFakeServer();

const uuid = (n: number) =>
  `e28e0000-0000-4000-8000-${String(n).padStart(12, "0")}`;

function buildEmail(n: number, overrides: Partial<EmailRow> = {}): EmailRow {
  const id = uuid(n);
  const status: EmailStatus = overrides.status ?? "sent";
  return {
    _id: id,
    id,
    emailId: id,
    toEmailAddress: `person${n}@example.test`,
    subject: `Subject ${n}`,
    body: `Body ${n}`,
    transport: "smtp",
    status,
    sentAt: status === "sent" ? "2026-03-18T12:00:00.000Z" : null,
    error: status === "failed" ? "Connection refused" : null,
    createdAt: "2026-03-18T12:00:00.000Z",
    ...overrides,
  };
}

interface Outbox extends CallLog {
  rows: EmailRow[];
}

function open(rows: EmailRow[]) {
  const store: Outbox = { calls: [], refuse: new Map(), rows };
  signInAs(fake.api, "systemadmin");
  start();
  server.use(
    http.post(
      "/api/emails/search",
      recorded(store, (body) =>
        HttpResponse.json(
          paginate(
            store.rows.filter((r) => !body.status || r.status === body.status),
            body,
          ),
        ),
      ),
    ),
    http.post(
      "/api/email/send",
      recorded(store, () => envelope(null, 200, "Email sent.")),
    ),
    http.post(
      "/api/emails/:id/resend",
      recorded(store, (_, { id }) => {
        const again = buildEmail(store.rows.length + 1, {
          ...store.rows.find((r) => r.emailId === id),
          ...{ _id: uuid(99), id: uuid(99), emailId: uuid(99) },
          status: "pending",
          error: null,
        });
        store.rows = [again, ...store.rows];
        return envelope(again, 200, "Email sent.");
      }),
    ),
  );
  renderApp(emailsModule.pages.outbox.path);
  return store;
}

/** Pasted, not typed: each keystroke redraws the dialog, slow on CI. */
async function fill(
  user: ReturnType<typeof userEvent.setup>,
  input: HTMLElement,
  text: string,
) {
  await user.click(input);
  await user.paste(text);
}

const calls = (store: Outbox, method: string, path: string) =>
  store.calls.filter((c) => c.method === method && c.path === path);

describe("the email outbox", () => {
  it("lists the emails newest first with their status, and opens one as plain text", async () => {
    const store = open([
      buildEmail(1, { body: "<b>Not bold</b>\nSecond line" }),
      buildEmail(2, { status: "failed" }),
    ]);
    const user = userEvent.setup();
    const row = (await screen.findByText("Subject 1", {}, LOAD)).closest("tr")!;
    expect(within(row).getByText("Sent")).toBeInTheDocument();
    const failed = screen.getByText("Subject 2").closest("tr")!;
    expect(within(failed).getByText("Failed")).toBeInTheDocument();
    expect(within(failed).getByText("Connection refused")).toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: "Resend" })).toBeNull();
    expect(calls(store, "POST", "/emails/search")[0].body).toMatchObject({
      sortBy: "createdAt",
      sortDescending: true,
    });

    await user.click(within(row).getByText("person1@example.test"));
    const dialog = await screen.findByRole("dialog", {
      name: "Email to person1@example.test",
    });
    const body = within(dialog).getByLabelText("Message");
    // The markup is text: no <b> element was made of it.
    expect(body.textContent).toBe("<b>Not bold</b>\nSecond line");
    expect(body.querySelector("b")).toBeNull();
  });

  it("sends an email: the body it posts and 'Email sent.'", async () => {
    const store = open([]);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Send email" }, LOAD),
    );
    const dialog = await screen.findByRole("dialog", { name: "Send email" });
    // Nothing is sent while a field is missing: the schema's message shows under it.
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(
      within(dialog).getByRole("textbox", { name: "Subject" }),
    ).toHaveAccessibleDescription("This field is required.");
    expect(calls(store, "POST", "/email/send")).toEqual([]);

    await fill(
      user,
      within(dialog).getByRole("textbox", { name: "To" }),
      "ward@example.test",
    );
    await fill(
      user,
      within(dialog).getByRole("textbox", { name: "Subject" }),
      "Road closure",
    );
    await fill(
      user,
      within(dialog).getByRole("textbox", { name: "Message" }),
      "Use the north entrance.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(
      await screen.findByText("Email sent.", {}, LOAD),
    ).toBeInTheDocument();
    expect(calls(store, "POST", "/email/send")[0].body).toEqual({
      toEmailAddress: "ward@example.test",
      subject: "Road closure",
      body: "Use the north entrance.",
    });
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Send email" })).toBeNull(),
    );
  });

  it("shows a refusal with the §8 prefix and keeps the dialog open", async () => {
    const store = open([]);
    store.refuse.set("POST /email/send", [
      429,
      "Too many requests. Try again in 1 hour.",
    ]);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Send email" }, LOAD),
    );
    const dialog = await screen.findByRole("dialog", { name: "Send email" });
    await fill(
      user,
      within(dialog).getByRole("textbox", { name: "To" }),
      "ward@example.test",
    );
    await fill(
      user,
      within(dialog).getByRole("textbox", { name: "Subject" }),
      "Hi",
    );
    await fill(
      user,
      within(dialog).getByRole("textbox", { name: "Message" }),
      "Hello",
    );
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(
      await screen.findByText(
        "Failed to send Email: Too many requests. Try again in 1 hour.",
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("dialog", { name: "Send email" }),
    ).toBeInTheDocument();
  });

  it("resends a failed email after a confirmation, and reads the list again", async () => {
    const store = open([buildEmail(2, { status: "failed" })]);
    const user = userEvent.setup();
    const row = (await screen.findByText("Subject 2", {}, LOAD)).closest("tr")!;
    await user.click(within(row).getByRole("button", { name: "Resend" }));
    const confirm = await screen.findByRole("dialog", {
      name: "Resend this email?",
    });
    expect(confirm).toHaveTextContent(
      "It is sent again to person2@example.test as it was stored",
    );
    // The row's own click (the detail) did not open under the confirmation.
    expect(
      screen.queryByRole("dialog", { name: "Email to person2@example.test" }),
    ).toBeNull();
    await user.click(within(confirm).getByRole("button", { name: "Resend" }));
    expect(
      await screen.findByText("Email sent.", {}, LOAD),
    ).toBeInTheDocument();
    expect(calls(store, "POST", `/emails/${uuid(2)}/resend`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByText("Pending")).toBeInTheDocument(),
    );
    expect(calls(store, "POST", "/emails/search").length).toBeGreaterThan(1);
  });
});
