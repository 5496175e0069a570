/**
 * The attributes admin inside the real app (real data provider, msw over our REST contract, issue 28):
 * a new choice attribute posts the upsert body and opens at /admin/attribute/:attributeId, a taken
 * code comes back on its field, and the values page adds a value through POST /attribute-values.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import type {
  AttributeRow,
  AttributeValueUpsert,
} from "../../../domain/schemas/attribute";
import { ATTRIBUTE_MESSAGES } from "../../../domain/schemas/attribute";
import { renderApp } from "../../support/AppWrapper";
import { envelope, failure, paginate } from "../../support/mswHandlers";
// Not a React hook despite its name: aliased so react-hooks/rules-of-hooks leaves it alone.
import { useFakeServer as setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";

const { fake, server, start } = setupFakeServer();
const LOAD = { timeout: 10_000 };
const ATTRIBUTE = "7c0e3a52-1d4b-4f6e-9a2c-5b8d7e6f4a31";
const NOW = "2026-03-18T12:00:00.000Z";

const buildAttribute = (over: Partial<AttributeRow> = {}): AttributeRow => ({
  id: ATTRIBUTE,
  attributeId: ATTRIBUTE,
  name: "Vehicle kind",
  code: "vehicle-kind",
  entityType: "trip",
  dataType: "choice",
  description: "",
  required: false,
  active: true,
  position: 0,
  choices: [],
  createdAt: NOW,
  updatedAt: NOW,
  ...over,
});

/** The attributes' calls over one in-memory attribute; the bodies each POST received. */
function attributesApi(attribute: AttributeRow) {
  const posted: { attributes: unknown[]; values: AttributeValueUpsert[] } = {
    attributes: [],
    values: [],
  };
  let current = attribute;
  server.use(
    http.post("/api/attributes/for-entity", () => envelope([])),
    http.post("/api/attributes/search", async ({ request }) =>
      Response.json(
        paginate([current], (await request.json()) as Record<string, unknown>),
      ),
    ),
    http.get(`/api/attributes/${ATTRIBUTE}`, () => envelope(current)),
    http.post("/api/attributes", async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.attributes.push(body);
      if (body.code === "taken")
        return failure(409, ATTRIBUTE_MESSAGES.codeTaken, [
          { field: "code", message: ATTRIBUTE_MESSAGES.codeTaken },
        ]);
      current = { ...current, ...body } as AttributeRow;
      return envelope(current, 201);
    }),
    http.post("/api/attribute-values", async ({ request }) => {
      const body = (await request.json()) as AttributeValueUpsert;
      posted.values.push(body);
      const choice = {
        attributeValueId: "2b9f4c61-8e3a-4d7b-a1c5-6f0e9d8c7b42",
        value: body.value,
        label: body.label,
        position: body.position ?? 0,
        active: body.active ?? true,
      };
      current = { ...current, choices: [...current.choices, choice] };
      return envelope(
        {
          ...choice,
          id: choice.attributeValueId,
          attributeId: ATTRIBUTE,
          createdAt: NOW,
          updatedAt: NOW,
        },
        201,
      );
    }),
  );
  return posted;
}

function signIn() {
  signInAs(fake.api, "systemadmin");
  enableAllFeatures(fake.api);
  start();
}

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  option: string,
) {
  await user.click(screen.getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
}

describe("attributes admin", () => {
  it("creates a choice attribute with the upsert body, then opens it at /admin/attribute/:attributeId", async () => {
    signIn();
    const posted = attributesApi(buildAttribute());
    const app = renderApp("/admin/attribute/create");
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole("textbox", { name: "Name" }, LOAD),
      "Vehicle kind",
    );
    await user.type(
      screen.getByRole("textbox", { name: "Code" }),
      "vehicle-kind",
    );
    await choose(user, "Record type", "Trip");
    await choose(user, "Type", "Choice");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(
      await screen.findByText("New Attribute created."),
    ).toBeInTheDocument();
    expect(posted.attributes).toEqual([
      {
        name: "Vehicle kind",
        code: "vehicle-kind",
        entityType: "trip",
        dataType: "choice",
        description: "",
        required: false,
        active: true,
        position: 0,
      },
    ]);
    await waitFor(() =>
      expect(app.location().pathname).toBe(`/admin/attribute/${ATTRIBUTE}`),
    );
    // Created: the record type and type are fixed now.
    expect(
      await screen.findByRole("combobox", { name: "Record type" }, LOAD),
    ).toHaveAttribute("aria-disabled", "true");
  });

  it("edits at /admin/attribute/:attributeId, its record type and type sent unchanged", async () => {
    signIn();
    const posted = attributesApi(buildAttribute());
    renderApp(`/admin/attribute/${ATTRIBUTE}`);
    const user = userEvent.setup();
    const name = await screen.findByDisplayValue("Vehicle kind", {}, LOAD);
    await user.clear(name);
    await user.type(name, "Vehicle type");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Attribute updated.")).toBeInTheDocument();
    expect(posted.attributes).toEqual([
      expect.objectContaining({
        attributeId: ATTRIBUTE,
        name: "Vehicle type",
        entityType: "trip",
        dataType: "choice",
      }),
    ]);
  });

  it("shows a taken code (409) next to the code field", async () => {
    signIn();
    attributesApi(buildAttribute());
    renderApp("/admin/attribute/create");
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole("textbox", { name: "Name" }, LOAD),
      "Kind",
    );
    const code = screen.getByRole("textbox", { name: "Code" });
    await user.type(code, "taken");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(ATTRIBUTE_MESSAGES.codeTaken),
    );
  });

  it("adds a value on /admin/attribute/values/:attributeId through POST /attribute-values", async () => {
    signIn();
    const posted = attributesApi(
      buildAttribute({
        choices: [
          {
            attributeValueId: "5e1d2c3b-4a59-4687-9b0a-1c2d3e4f5a6b",
            value: "sedan",
            label: "Sedan",
            position: 0,
            active: true,
          },
        ],
      }),
    );
    renderApp(`/admin/attribute/values/${ATTRIBUTE}`);
    const user = userEvent.setup();
    expect(
      await screen.findByRole(
        "heading",
        { name: "Values of Vehicle kind" },
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Sedan")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add a value" }));
    await user.type(
      await screen.findByRole("textbox", { name: "Value" }),
      "wheelchair-van",
    );
    await user.type(
      screen.getByRole("textbox", { name: "Label" }),
      "Wheelchair van",
    );
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Value added.")).toBeInTheDocument();
    expect(posted.values).toEqual([
      {
        attributeId: ATTRIBUTE,
        value: "wheelchair-van",
        label: "Wheelchair van",
        position: 0,
        active: true,
      },
    ]);
    expect(await screen.findByText("Wheelchair van")).toBeInTheDocument();
    expect(
      screen.getByRole("switch", { name: "Retire Wheelchair van" }),
    ).toBeChecked();
  });
});
