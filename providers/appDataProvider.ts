/**
 * The composition root of the data provider: contract mapping (dataProvider.ts), §8 failure
 * prefixes (failurePrefixes.ts) and the typed custom methods of every module for non-CRUD calls,
 * listed one line per module in ./moduleMethods.ts.
 */
import type { DataProvider } from "react-admin";
import { createDataProvider } from "./dataProvider";
import { withFailurePrefixes } from "./failurePrefixes";
import type { ApiRequest } from "./httpClient";
import { API_URL, apiFetch } from "./httpClient";
import * as moduleMethods from "./moduleMethods";

type Factories = typeof moduleMethods;
type MethodsFactory = (apiUrl: string, httpClient: ApiRequest) => object;

/** A | B → A & B: the data provider has every module's methods at once. */
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  all: infer I,
) => void
  ? I
  : never;

/** The custom methods of these factories, all at once. */
export type MethodsOf<F> = Intersection<
  ReturnType<Extract<F[keyof F], MethodsFactory>>
>;

/** The custom methods of every module of ./moduleMethods.ts. */
export type ModuleMethods = MethodsOf<Factories>;

export type AppDataProvider = DataProvider & ModuleMethods;

/**
 * Each module's methods, built for one API, in one object; a method name two modules both define
 * is a mistake (the later would silently replace the earlier).
 */
export function buildModuleMethods<
  F extends Readonly<Record<string, MethodsFactory>>,
>(apiUrl: string, httpClient: ApiRequest, factories: F): MethodsOf<F> {
  const methods: Record<string, unknown> = {};
  for (const [factory, build] of Object.entries(factories)) {
    for (const [name, method] of Object.entries(build(apiUrl, httpClient))) {
      if (name in methods)
        throw new Error(`${factory}: the method ${name} is defined twice`);
      methods[name] = method;
    }
  }
  // Every factory's methods were copied above: the object is their intersection.
  return methods as unknown as MethodsOf<F>;
}

export function createAppDataProvider(
  apiUrl: string = API_URL,
  httpClient: ApiRequest = apiFetch,
): AppDataProvider {
  return {
    ...withFailurePrefixes(createDataProvider(apiUrl, httpClient)),
    ...buildModuleMethods(apiUrl, httpClient, moduleMethods),
  };
}

export const dataProvider: AppDataProvider = createAppDataProvider();
