/**
 * Once per e2e run: the server bundle (as `npm start` builds it), the front end when dist/ is missing
 * or stale (the seeding start builds it, as `npm start` would), and the demo seeded into a template
 * that every test file's server copies (tests/support/seededTemplate.ts). PGlite, or PostgreSQL when
 * E2E_DATABASE_URL names a server.
 */
import type { TestProject } from "vitest/node";
import { buildServerBundle } from "../../support/serverProcess";
import type { Template } from "../../support/seededTemplate";
import { dropTemplate, seedTemplate } from "../../support/seededTemplate";

declare module "vitest" {
  export interface ProvidedContext {
    e2eTemplate: Template;
  }
}

export default async function setup(project: TestProject) {
  buildServerBundle();
  const template = await seedTemplate({}, process.env.E2E_DATABASE_URL);
  project.provide("e2eTemplate", template);
  return () => dropTemplate(template);
}
