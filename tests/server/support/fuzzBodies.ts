/**
 * Invalid request bodies for the fuzz tests (./fuzzSuite.ts), generated with fast-check from each
 * route's body schema as the OpenAPI document states it (itself generated from the zod schemas
 * in domain/). Every body holds at least one property of a type its schema refuses, and around it
 * hostile values: huge strings, NUL bytes, deep nesting, `__proto__` keys, out-of-range numbers,
 * page sizes of 10⁹, missing and unknown fields.
 */
import fc from "fast-check";

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const deep = (depth: number): Json => {
  let v: Json = "bottom";
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

/** Values no schema of this portal accepts anywhere, and values meant to hurt. */
const hostile: fc.Arbitrary<Json> = fc.oneof(
  fc.constant("x".repeat(100_000)),
  fc.constant("nul\u0000byte"),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constant("%_'\"\\;--"),
  fc.constant(deep(2_000)),
  fc.constant(
    JSON.parse(
      '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
    ) as Json,
  ),
  fc.constantFrom<Json>(
    1e9,
    -1e9,
    1e308,
    -1,
    0,
    1.5,
    Number.MAX_SAFE_INTEGER + 2,
  ),
  fc.constant(Array.from({ length: 5_000 }, (_, i) => i)),
  fc.constantFrom<Json>(true, false, null, [], {}),
  fc.constantFrom<Json>(
    "00000000-0000-0000-0000-000000000000",
    "2026-02-30",
    "not-a-date",
    "NaN",
  ),
);

const typesOf = (s: JsonSchema): string[] => {
  if (s.type) return [s.type].flat();
  return [...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap(typesOf);
};

/** A value of a JSON type the property's schema does not allow (or deep nesting, which none does). */
function wrongTypeFor(s: JsonSchema): fc.Arbitrary<Json> {
  const allowed = new Set(typesOf(s));
  const options: [string, Json][] = [
    ["string", "wrong type"],
    ["number", 1e9],
    ["boolean", true],
    ["array", [deep(3)]],
    ["object", { unexpected: deep(3) }],
  ];
  const wrong = options
    .filter(
      ([type]) =>
        !allowed.has(type) && !(type === "number" && allowed.has("integer")),
    )
    .map(([, v]) => v);
  // A property open to any type still refuses what it cannot hold: a nested object where a scalar
  // or array is wanted.
  return wrong.length ? fc.constantFrom(...wrong) : fc.constant(deep(50));
}

/** Invalid bodies for a route whose body schema is `schema` (undefined: none declared). */
export function invalidBodies(
  schema: JsonSchema | undefined,
): fc.Arbitrary<Json> {
  const properties = schema?.properties ?? {};
  const names = Object.keys(properties);
  const notAnObject = fc.oneof(
    fc.constantFrom<Json>(null, [], [1, 2], "text", 42, true),
    hostile.filter(
      (v) => typeof v !== "object" || v === null || Array.isArray(v),
    ),
  );
  if (names.length === 0) return notAnObject;
  const pageSize = names.includes("pageSize")
    ? [fc.record({ pageSize: fc.constantFrom<Json>(1e9, 0, -1, "1e9", 1.5) })]
    : [];
  const withWrongType = fc
    .tuple(
      fc.constantFrom(...names),
      fc.dictionary(fc.constantFrom(...names), hostile, { maxKeys: 4 }),
      fc.dictionary(fc.string({ maxLength: 12 }), hostile, { maxKeys: 3 }),
    )
    .chain(([wrongName, known, extra]) =>
      wrongTypeFor(properties[wrongName]).map((wrongValue) => ({
        ...extra,
        ...known,
        [wrongName]: wrongValue,
      })),
    );
  return fc.oneof(
    { weight: 6, arbitrary: withWrongType },
    { weight: 1, arbitrary: notAnObject },
    ...pageSize.map((arbitrary) => ({ weight: 2, arbitrary })),
  );
}
