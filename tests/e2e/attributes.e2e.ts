/**
 * Attributes in a real browser (issue 28): the system administrator adds a choice attribute to
 * patients ("Mobility aid") with two values on its values page; a nurse then fills it on a new
 * patient, which the server stores with the patient and the patient's page shows.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attributesModule } from "../../domain/modules/attributes";
import { patientsModule } from "../../domain/modules/patients";
import { messages as AM } from "../../resources/attributes/messages";
import { messages as PM } from "../../resources/patients/messages";
import { launchBrowser, signInThroughApi } from "./support/browser";
import { DESKTOP } from "./support/contexts";
import { pickDate } from "./support/datePicker";
import type { RunningServer } from "./support/server";
import { startServer } from "./support/server";
import { apiPost } from "./support/sessionApi";
import { SLOW, waitForText } from "./support/tripSteps";

const NAME = "Mobility aid";

let server: RunningServer;
let browser: Browser;
let admin: Page;
let nurse: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  [admin, nurse] = await Promise.all([
    browser.newContext(DESKTOP).then((c) => c.newPage()),
    browser.newContext(DESKTOP).then((c) => c.newPage()),
  ]);
  await Promise.all([
    signInThroughApi(admin, server.url, "systemadmin@example.com"),
    signInThroughApi(nurse, server.url, "nurse@example.com"),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Picks `option` in the select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  // A select is named by its label and then its value ("Type Text"): the label starts the name.
  const name = new RegExp(`^${label}`);
  await page.getByRole("combobox", { name }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

describe("attributes", () => {
  it("an administrator adds a choice attribute to patients, and a nurse fills it on a new patient", async () => {
    await admin.goto(server.url + attributesModule.paths.create);
    await admin.getByLabel(AM.fields.name, { exact: true }).fill(NAME);
    await admin
      .getByLabel(AM.fields.code, { exact: true })
      .fill("mobility-aid");
    await choose(admin, AM.fields.entityType, AM.entityTypes.patient);
    await choose(admin, AM.fields.dataType, AM.dataTypes.choice);
    await admin.getByRole("button", { name: "Save", exact: true }).click();
    await waitForText(admin, AM.notifications.created);
    await admin.getByRole("link", { name: AM.action.values }).click(SLOW);
    for (const [value, label] of [
      ["walker", "Walker"],
      ["cane", "Cane"],
    ]) {
      await admin.getByRole("button", { name: AM.values.add }).click(SLOW);
      const dialog = admin.getByRole("dialog");
      await dialog.getByLabel(AM.values.fields.value).fill(value);
      await dialog.getByLabel(AM.values.fields.label).fill(label);
      await dialog.getByRole("button", { name: "Save", exact: true }).click();
      await waitForText(admin, AM.values.notifications.created);
      await dialog.waitFor({ state: "hidden", ...SLOW });
    }

    const F = PM.fields;
    await nurse.goto(server.url + patientsModule.paths.create);
    await nurse.getByLabel(F.firstName, { exact: true }).fill("Zelphine");
    await nurse.getByLabel(F.lastName, { exact: true }).fill("Okafor");
    await nurse.getByLabel(F.dateOfBirth).click(SLOW);
    await pickDate(nurse, { year: 1948, month: "March", day: 9 });
    for (const [label, value] of [
      [F.addresses.label, "Home"],
      [F.addresses.line1, "40 Oak Avenue"],
      [F.addresses.city, "Columbus"],
      [F.addresses.state, "OH"],
      [F.addresses.postalCode, "43215"],
    ] as const)
      await nurse.getByLabel(label, { exact: true }).first().fill(value);
    await choose(nurse, NAME, "Walker");
    await nurse.getByRole("button", { name: "Save", exact: true }).click();
    await waitForText(nurse, PM.notifications.created);

    // By the new patient's own names (the demo has other patients of the same last name).
    const found = await apiPost<{
      data: {
        firstName: string;
        lastName: string;
        attributes: Record<string, unknown>;
      }[];
    }>(nurse, "/patients/search", {
      pageNumber: 1,
      pageSize: 100,
      searchTerm: "Zelphine",
    });
    expect(found.status).toBe(200);
    const mine = found.json.data.filter(
      (p) => p.firstName === "Zelphine" && p.lastName === "Okafor",
    );
    expect(mine.map((p) => Object.values(p.attributes))).toEqual([["walker"]]);
  });
});
