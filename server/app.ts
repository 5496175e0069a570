/**
 * Builds the application as a plugin tree: external plugins, then ours, then routes. server.ts alone
 * listens.
 */
import fs from "node:fs";
import path from "node:path";
import compress from "@fastify/compress";
import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import type { FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import type { Database } from "./db/client";
import { registerEntityRoutes } from "./crud/routes";
import { ENTITIES } from "./entities/registry";
import { registerErrorHandlers } from "./errors";
import type { Mailer, OutgoingEmail } from "./mail/mailer";
import { createMailer } from "./mail/mailer";
import type { ModuleBuildOptions } from "./modules/defineServerModule";
import { loggedPath, SERVER_MODULES } from "./modules/registry";
import { backgroundPlugin } from "./background";
import { authPlugin } from "./plugins/auth";
import { realtimePlugin } from "./realtime/plugin";
import { routeAccessPlugin } from "./plugins/routeAccess";
import { standingOrderJobPlugin } from "./standingOrders/job";
import { addressBackfillPlugin } from "./geo/backfill";
import { CLIENT_SHELL_ROUTE, trackRoutes } from "./plugins/methodNotAllowed";
import { corePlugin } from "./plugins/db";
import { clientStaticOptions, helmetOptions } from "./plugins/httpDelivery";
import { openApiPlugin } from "./plugins/openapi";
import { authRoutes } from "./routes/auth";
import { contactRoutes } from "./routes/contact";
import { featureToggleRoutes } from "./routes/features";
import { healthRoutes } from "./routes/health";
import { influenceClearanceRoutes } from "./routes/influenceClearance";
import { mapSettingsRoutes } from "./routes/mapSettings";
import { profileRoutes } from "./routes/profile";
import { reportRoutes } from "./reports/routes";
import { userProfileRoutes } from "./routes/users";
import { userSecurityRoutes } from "./routes/userSecurity";
import { vehicleDocumentRoutes } from "./routes/vehicleDocuments";
import { fileStoragePlugin } from "./storage/plugin";
import { rateLimitBackend } from "./limits/rateLimitBackend";
import { readTlsFiles } from "./tls";

/** The config, and each module's own options (server/modules/defineServerModule.ts). */
export interface BuildOptions extends ModuleBuildOptions {
  database: Database;
  mailer?: Mailer;
  /** Tests see every outgoing email in full (links included). */
  captureMail?: (message: OutgoingEmail) => void;
  /** Directory of the built front end; served with an index.html fallback when present. */
  clientDir?: string;
  /** Where logs go (tests read them); stdout by default. */
  logStream?: { write(line: string): void };
}

const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "req.body.password",
  "req.body.token",
];

/**
 * The list pages are the hot path (issue 13: re-parsing a 25-trip page doubled the cost of writing
 * it), so their 200 answers are written as built. Their rows hold only the row schema's keys
 * (server/crud/mapping) or what an explicit toRow returns, and every test run parses them against the
 * same schema (VALIDATE_LIST_RESPONSES in testConfig). Every other answer is parsed as before.
 */
const listsUnparsed: typeof serializerCompiler = (route) =>
  route.url.endsWith("/search") && String(route.httpStatus) === "200"
    ? (data: unknown) => JSON.stringify(data)
    : serializerCompiler(route);

export async function buildApp(o: BuildOptions): Promise<FastifyInstance> {
  // HTTPS_CERT/HTTPS_KEY: the app serves TLS itself (issue 22). Fastify types an https instance apart
  // from an http one; every plugin and route here is the same for both.
  const tls = readTlsFiles(o.config);
  const app = Fastify({
    ...(tls ? { https: tls } : {}),
    logger:
      o.config.LOG_LEVEL === "silent"
        ? false
        : {
            level: o.config.LOG_LEVEL,
            ...(o.logStream ? { stream: o.logStream } : {}),
            redact: { paths: REDACT_PATHS, censor: "[redacted]" },
            // Query strings may carry tokens (/reset-auth?token=…): log the path only, as each
            // module redacts it (a checkout link's path without its token, issue 21).
            serializers: {
              req: (req: { method: string; url: string }) => ({
                method: req.method,
                url: loggedPath(req.url.split("?")[0]),
              }),
            },
          },
    bodyLimit: 1024 * 1024,
    // Behind a load balancer: whose X-Forwarded-For to believe for request.ip (TRUST_PROXY), so
    // per-address limits count clients, not the balancer.
    trustProxy: o.config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    o.config.VALIDATE_LIST_RESPONSES ? serializerCompiler : listsUnparsed,
  );
  const clientDir =
    o.clientDir && fs.existsSync(path.join(o.clientDir, "index.html"))
      ? o.clientDir
      : null;
  const routes = trackRoutes(app);
  registerErrorHandlers(app, { allowedMethods: routes.allowedMethods });
  // Every /api answer, errors and unknown paths included, is not to be cached.
  app.addHook("onSend", async (request, reply, payload) => {
    if (isApiPath(request.url)) reply.header("Cache-Control", "no-store");
    return payload;
  });

  const mailer =
    o.mailer ??
    createMailer({
      db: o.database.db,
      from: o.config.MAIL_FROM,
      smtp: o.config.smtp,
      capture: o.captureMail,
      onDeliveryError: (err) => app.log.error({ err }, "email delivery failed"),
    });

  // External plugins.
  // Compressed answers (gzip or brotli, as the browser accepts), the built client's files included.
  await app.register(compress);
  await app.register(helmet, helmetOptions(o.config));
  // Closed unless origins are configured: without the plugin no answer carries a CORS header.
  if (o.config.CORS_ORIGINS.length)
    await app.register(cors, { origin: o.config.CORS_ORIGINS });
  // Counters shared by every API process (Redis, else PostgreSQL), or in memory on PGlite.
  const rateLimitStore = await rateLimitBackend(o.config, o.database, app.log);
  app.addHook("onClose", () => rateLimitStore.close());
  await app.register(rateLimit, {
    ...rateLimitStore.options,
    global: true,
    // An API key has its own allowance (issue 28): an outside system's batch must not be held to a
    // person's pace, nor a runaway one to nobody's.
    max: async (_request, key) =>
      key.startsWith("apikey:")
        ? o.config.API_KEY_RATE_LIMIT_MAX
        : o.config.RATE_LIMIT_MAX,
    timeWindow: "1 minute",
    // The limit protects the API; the app's own files are static, and a ward behind one address
    // loading the app should not spend its API budget on scripts.
    allowList: (request) => !isApiPath(request.url),
    // Per signed-in account, so a ward of nurses behind one address does not share one allowance;
    // per API key; per address only for anonymous calls. The session or key is looked up here,
    // before any route's authorize() (which reuses the same look-up).
    keyGenerator: async (request) =>
      (await request.server.rateLimitSubject(request)) ??
      `address:${request.ip}`,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      code: 429,
      message: `Too many requests. Try again in ${ctx.after}.`,
    }),
  });

  // Our plugins. The access table first, so it sees every route.
  await app.register(routeAccessPlugin);
  await app.register(corePlugin, {
    config: o.config,
    database: o.database,
    mailer,
  });
  await app.register(authPlugin);
  await app.register(backgroundPlugin);
  await app.register(realtimePlugin);
  await app.register(standingOrderJobPlugin);
  await app.register(addressBackfillPlugin);
  await app.register(fileStoragePlugin);
  // Each module's own (server/modules/index.ts): the payment providers.
  for (const { plugins = [] } of SERVER_MODULES)
    for (const plugin of plugins) await plugin(app, o);
  // Before the routes, which it documents as they are added.
  await app.register(openApiPlugin);

  // Routes, all under /api.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(profileRoutes);
      await api.register(contactRoutes);
      await api.register(featureToggleRoutes);
      await api.register(userProfileRoutes);
      await api.register(userSecurityRoutes);
      // The §7 calls of every entity listed in server/entities/index.ts.
      for (const entity of ENTITIES) registerEntityRoutes(api, entity);
      await api.register(vehicleDocumentRoutes);
      await api.register(influenceClearanceRoutes);
      // Each module's extra routes (server/modules/index.ts: the manifests), where the manifests'
      // stood, so that the OpenAPI document lists its paths in the same order.
      for (const { routes = [] } of SERVER_MODULES)
        for (const moduleRoutes of routes) await api.register(moduleRoutes);
      await api.register(mapSettingsRoutes);
      await api.register(reportRoutes);
    },
    { prefix: "/api" },
  );

  if (clientDir) {
    await app.register(fastifyStatic, clientStaticOptions(clientDir));
    // Client-side routes (/signin, /admin/users/…) get the app shell, through a route so that it is
    // compressed like any answer (the not-found handler is not); unknown /api paths stay 404 JSON.
    app.get(CLIENT_SHELL_ROUTE, { schema: { hide: true } }, (request, reply) =>
      isApiPath(request.url)
        ? reply.callNotFound()
        : reply.type("text/html").sendFile("index.html"),
    );
  }
  return app;
}

const isApiPath = (url: string) => /^\/api(?:[/?#]|$)/.test(url);
