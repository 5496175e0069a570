/**
 * Builds the application as a plugin tree: external plugins, then ours, then routes. server.ts alone
 * listens.
 */
import fs from "node:fs";
import path from "node:path";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import type { FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { registerEntityRoutes } from "./crud/routes";
import {
  influenceStatusRecordEntity,
  onlineStatusRecordEntity,
} from "./entities/driverStatusRecords";
import { driverEntity } from "./entities/drivers";
import { emailEntity } from "./entities/emails";
import { facilityEntity } from "./entities/facilities";
import { facilityUserEntity } from "./entities/facilityUsers";
import { insuranceProviderEntity } from "./entities/insuranceProviders";
import { featureEntity } from "./entities/features";
import { patientEntity } from "./entities/patients";
import { tripPriceEntity } from "./entities/tripPrices";
import { userEntity } from "./entities/users";
import { vehicleDocumentEntity } from "./entities/vehicleDocuments";
import { vehicleEntity } from "./entities/vehicles";
import { registerErrorHandlers } from "./errors";
import type { Mailer, OutgoingEmail } from "./mail/mailer";
import { createMailer } from "./mail/mailer";
import { authPlugin } from "./plugins/auth";
import { trackRoutes } from "./plugins/methodNotAllowed";
import { corePlugin } from "./plugins/db";
import { authRoutes } from "./routes/auth";
import { featureToggleRoutes } from "./routes/features";
import { healthRoutes } from "./routes/health";
import { userProfileRoutes } from "./routes/users";
import { vehicleDocumentRoutes } from "./routes/vehicleDocuments";
import { fileStoragePlugin } from "./storage/plugin";

export interface BuildOptions {
  config: Config;
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

export async function buildApp(o: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      o.config.LOG_LEVEL === "silent"
        ? false
        : {
            level: o.config.LOG_LEVEL,
            ...(o.logStream ? { stream: o.logStream } : {}),
            redact: { paths: REDACT_PATHS, censor: "[redacted]" },
            // Query strings may carry tokens (/reset-auth?token=…): log the path only.
            serializers: {
              req: (req: { method: string; url: string }) => ({
                method: req.method,
                url: req.url.split("?")[0],
              }),
            },
          },
    bodyLimit: 1024 * 1024,
    trustProxy: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const clientDir =
    o.clientDir && fs.existsSync(path.join(o.clientDir, "index.html"))
      ? o.clientDir
      : null;
  const routes = trackRoutes(app);
  registerErrorHandlers(app, {
    allowedMethods: routes.allowedMethods,
    // Client-side routes (/signin, /admin/users/…) get the app shell; unknown /api paths stay 404 JSON.
    fallback: clientDir
      ? (request, reply) =>
          request.method === "GET" && !isApiPath(request.url)
            ? reply.type("text/html").sendFile("index.html")
            : undefined
      : undefined,
  });
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
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        "img-src": ["'self'", "data:", "blob:"],
        // Vehicle document previews: a PDF from a blob: URL in an iframe (its viewer is an object).
        "frame-src": ["'self'", "blob:"],
        "object-src": ["blob:"],
        "script-src": ["'self'"],
      },
    },
  });
  await app.register(rateLimit, {
    global: true,
    max: o.config.RATE_LIMIT_MAX,
    timeWindow: "1 minute",
    // The limit protects the API; the app's own files are static, and a ward behind one address
    // loading the app should not spend its API budget on scripts.
    allowList: (request) => !isApiPath(request.url),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      code: 429,
      message: `Too many requests. Try again in ${ctx.after}.`,
    }),
  });

  // Our plugins.
  await app.register(corePlugin, {
    config: o.config,
    database: o.database,
    mailer,
  });
  await app.register(authPlugin);
  await app.register(fileStoragePlugin);

  // Routes, all under /api.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(featureToggleRoutes);
      await api.register(userProfileRoutes);
      registerEntityRoutes(api, featureEntity);
      registerEntityRoutes(api, userEntity);
      registerEntityRoutes(api, facilityEntity);
      registerEntityRoutes(api, facilityUserEntity);
      registerEntityRoutes(api, insuranceProviderEntity);
      registerEntityRoutes(api, patientEntity);
      registerEntityRoutes(api, tripPriceEntity);
      registerEntityRoutes(api, emailEntity);
      registerEntityRoutes(api, vehicleEntity);
      registerEntityRoutes(api, vehicleDocumentEntity);
      await api.register(vehicleDocumentRoutes);
      registerEntityRoutes(api, driverEntity);
      registerEntityRoutes(api, onlineStatusRecordEntity);
      registerEntityRoutes(api, influenceStatusRecordEntity);
    },
    { prefix: "/api" },
  );

  // The not-found handler above serves index.html for client-side routes.
  if (clientDir)
    await app.register(fastifyStatic, { root: clientDir, wildcard: false });
  return app;
}

const isApiPath = (url: string) => /^\/api(?:[/?#]|$)/.test(url);
