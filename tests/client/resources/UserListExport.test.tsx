/**
 * Issue 22: the Users list has Export, as the other lists: every user the filters match, streamed
 * by the server (POST /users/export) into users.csv.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { createAppDataProvider } from "../../../providers/appDataProvider";
import * as csvExport from "../../../src/widgets/csvExport";
import { setupFakeServer } from "../../support/mswServer";
import { signInAs } from "../../support/signedIn";
import { buildUserRow } from "../../support/rowFactories";
import { renderAdmin } from "./renderAdmin";

const { fake, server, start } = setupFakeServer();

describe("UserList's Export", () => {
  it("streams every matching user from POST /users/export into users.csv", async () => {
    signInAs(fake.api, "dataadmin");
    start();
    const asked: unknown[] = [];
    const user = buildUserRow({ id: "u1", email: "nina@example.org", firstName: "Nina", lastName: "Nurse" }); // prettier-ignore
    server.use(
      http.post("/api/users/search", () =>
        HttpResponse.json({
          code: 200,
          message: "OK",
          data: [{ ...user, _id: "u1", userId: "u1" }],
          pageNumber: 1,
          pageSize: 25,
          total: 1,
        }),
      ),
      http.post("/api/users/export", async ({ request }) => {
        asked.push(await request.json());
        return new HttpResponse("Name,Email\nNina Nurse,nina@example.org\n", {
          headers: { "Content-Type": "text/csv", "X-Total-Count": "1" },
        });
      }),
    );
    const saved = vi.spyOn(csvExport, "saveFile").mockImplementation(() => undefined); // prettier-ignore
    renderAdmin({
      at: "/admin/users",
      dataProvider: createAppDataProvider(),
      role: "dataadmin",
    });
    const exportButton = await screen.findByRole("button", { name: "Export" }, { timeout: 5000 }); // prettier-ignore
    await userEvent.setup().click(exportButton);
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(saved.mock.calls[0][1]).toBe("users.csv");
    expect(asked).toHaveLength(1);
  });
});
