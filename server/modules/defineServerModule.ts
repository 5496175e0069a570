/**
 * What a module adds to the server beyond its entities' §7 calls (issue 23): its plugins, its extra
 * route files and what its requests' log lines must hide. A module declares it once, in its own
 * folder (server/<area>/module.ts), and ./index.ts lists it in one line; server/app.ts registers
 * every listed module, so no module edits app.ts. docs/modules.md says when to use it.
 */
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import type { Config } from "../config";

/**
 * What buildApp hands each module's plugins (its BuildOptions extend this). A module that takes an
 * option of its own adds it by augmenting this interface from its module file, as
 * server/payments/module.ts adds the tests' payment provider.
 */
export interface ModuleBuildOptions {
  config: Config;
}

/** Registers what the module's routes need (decorators, jobs) on the root instance. */
export type ModulePlugin = (
  app: FastifyInstance,
  options: ModuleBuildOptions,
) => PromiseLike<unknown>;

export interface ServerModuleSpec {
  /** The module's name (its declaration in domain/modules), for messages about it. */
  name: string;
  /**
   * In order, after the shared plugins (database, auth, background work, real time, file storage)
   * and before the OpenAPI document and every route.
   */
  plugins?: readonly ModulePlugin[];
  /**
   * Route files registered under /api, after the shared routes and the entities' (the OpenAPI
   * document lists their paths in that order).
   */
  routes?: readonly FastifyPluginAsync[];
  /** Rewrites the path a request's log line shows (a checkout link's token is its only secret). */
  redactLoggedPath?: (path: string) => string;
}

const SERVER_MODULE = Symbol("serverModule");

export type ServerModule = ServerModuleSpec & {
  readonly [SERVER_MODULE]: true;
};

export const defineServerModule = (spec: ServerModuleSpec): ServerModule => ({
  ...spec,
  [SERVER_MODULE]: true,
});

export const isServerModule = (value: unknown): value is ServerModule =>
  typeof value === "object" && value !== null && SERVER_MODULE in value;
