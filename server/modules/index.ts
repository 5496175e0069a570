/**
 * Every module's server part beyond its entities (server/<area>/module.ts: plugins, extra routes,
 * log redaction), one line each. ./registry.ts collects what these files export and server/app.ts
 * registers it, so a module's routes and plugins are one line here (docs/modules.md).
 */
export * from "../manifests/module";
export * from "../payments/module";
export * from "../workspaces/module";
export * from "../notifications/mentionDigestModule";
export * from "../documents/module";
export * from "../knowledge/module";
export * from "../emails/module";
export * from "../analytics/module";
