/**
 * Every kind's reach (./reach.ts), one line per area: ./registry.ts collects what these files export.
 * A later module (discussions, documents, knowledge, support) adds its file and one line here.
 */
export * from "./transport";
export * from "./workspaces";
export * from "./discussions";
export * from "./documents";
export * from "./knowledge";
export * from "./support";
