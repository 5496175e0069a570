/**
 * The API contract as an OpenAPI 3 document, generated from the zod schemas the routes declare and
 * enforce (fastify-type-provider-zod's transform), never written by hand, with Swagger UI beside it.
 *
 * Who may read what: the document describes every endpoint, so it is for administrators only
 * (GET /api/docs/json and /api/docs/yaml answer 401 without a session and 403 without the admin
 * privilege, like any admin route). The UI page (/api/docs) and its scripts and styles, served from
 * the swagger-ui package, are public: a browser cannot send the bearer header on a plain navigation,
 * and the page holds no API data. The page then fetches the document itself, and a request
 * interceptor adds the session the app keeps in this tab's session storage, so an administrator
 * signed in to the app opens /api/docs in the same tab. Nothing of this enters the client bundle.
 *
 * Register before the routes: @fastify/swagger collects them as they are added.
 */
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
} from "fastify-type-provider-zod";
// Imported, not read beside this file: the production bundle (dist-server/) lives elsewhere.
import { version } from "../../package.json";
import { SESSION_KEYS } from "../../domain/constants";
import { API_KEY_PREFIX } from "../../domain/schemas/service";
import { PUBLIC } from "./routeAccess";

export const DOCS_PREFIX = "/api/docs";
const TITLE = "NEMT Portal API";
/** The routes that answer with the document itself, unlike the page and its static files. */
const DOCUMENT_ROUTES = new Set([`${DOCS_PREFIX}/json`, `${DOCS_PREFIX}/yaml`]);

/**
 * Swagger UI writes functions of its config into its initializer script with toString(), so the
 * interceptor is browser source; the storage keys are filled in from domain/ (§9), and the headers
 * are the ones providers/httpClient.ts sends.
 */
const sessionInterceptor = Object.assign(<T>(request: T): T => request, {
  toString: () => `function (request) {
  var token = window.sessionStorage.getItem(${JSON.stringify(SESSION_KEYS.token)});
  if (token) request.headers.Authorization = "Bearer " + token;
  try {
    var user = JSON.parse(window.sessionStorage.getItem(${JSON.stringify(SESSION_KEYS.user)}) || "null");
    if (user && user.userId) request.headers["X-User-Id"] = user.userId;
  } catch (e) {}
  return request;
}`,
});

export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: TITLE,
          description:
            "Every endpoint under /api with the request and response schemas the server enforces. Authenticate with `Authorization: Bearer <token>` from POST /api/auth/sessions, or, for an outside system, `Authorization: Bearer <API key>`: a key an administrator issued to a service user on its organisation's page (shown once; it starts with `" +
            API_KEY_PREFIX +
            "`). A key acts as its service user, with that role's privileges and scoping, its own rate limit (429 past it), and every call recorded; a revoked or expired key answers 401, and the routes that manage an account (under /api/auth, except GET /api/auth/user) answer 403.",
          version,
        },
        // Either scheme authenticates every gated call; public routes ignore both.
        security: [{ session: [] }, { apiKey: [] }],
        components: {
          securitySchemes: {
            session: {
              type: "http",
              scheme: "bearer",
              description: "The token of POST /api/auth/sessions.",
            },
            apiKey: {
              type: "http",
              scheme: "bearer",
              bearerFormat: `${API_KEY_PREFIX}…`,
              description:
                "An API key of a service user (issue 28), issued at /service/users/{id}/{orgId}.",
            },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });

    const documentAccess = { adminOnly: true } as const;
    const authorizeAdmin = app.authorize(documentAccess);
    // The docs' routes are the swagger-ui plugin's: their rule is declared here, for the route
    // access table (./routeAccess.ts), as the hook below enforces it.
    app.addHook("onRoute", (route) => {
      if (route.url !== DOCS_PREFIX && !route.url.startsWith(`${DOCS_PREFIX}/`))
        return;
      route.config = {
        ...route.config,
        access: DOCUMENT_ROUTES.has(route.url) ? documentAccess : PUBLIC,
      };
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      theme: { title: TITLE },
      uiConfig: { requestInterceptor: sessionInterceptor },
      uiHooks: {
        preHandler: async function (
          request: FastifyRequest,
          reply: FastifyReply,
        ) {
          if (DOCUMENT_ROUTES.has(request.routeOptions.url ?? ""))
            await authorizeAdmin.call(app, request, reply, request.raw);
        },
      },
    });
  },
  { name: "openapi", dependencies: ["auth"] },
);
