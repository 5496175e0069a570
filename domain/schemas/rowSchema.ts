/**
 * Row schemas derived from upsert schemas: a field is declared once, in the upsert schema, and the
 * row (the API's answer, which the response serialiser also uses as its allowlist) follows from it.
 *
 * A row holds each upsert field's parsed value, with "absent" as null and enums widened to their
 * base type, between the ids (`_id`, `id`, `<idField>`) and the timestamps. Key order is the wire
 * order (the serialiser emits the schema's keys in order), so the upsert field order is the row's.
 */
import { z } from "zod";

type Shape = Record<string, z.ZodType>;

/** Literal unions read as their base type: rows were always typed by string/number/boolean. */
export type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends null
        ? null
        : T extends readonly (infer U)[]
          ? Widen<U>[]
          : T extends object
            ? { [K in keyof T]: Widen<T[K]> }
            : T;

/** The row value of one upsert field: what it parses to, absent read as null. */
type RowValue<T> = Widen<
  undefined extends T ? Exclude<T, undefined> | null : T
>;

type IdKeys<TId extends string> = "_id" | "id" | TId;

type RowShape<
  TShape extends Shape,
  TId extends string,
  TNullable extends keyof TShape,
  TExtra extends Shape,
> = { [K in IdKeys<TId>]: z.ZodString } & {
  [K in Exclude<keyof TShape, TId | keyof TExtra>]: z.ZodType<
    K extends TNullable
      ? RowValue<z.output<TShape[K]>> | null
      : RowValue<z.output<TShape[K]>>
  >;
} & TExtra & { createdAt: z.ZodString; updatedAt: z.ZodString };

interface Derived {
  schema: z.ZodType;
  nullable: boolean;
}

const STRINGISH = new Set(["string", "enum"]);

/**
 * The row schema of one parsed field, read from the zod definition: wrappers that admit null or
 * undefined make it nullable, a pipe yields its output side unless that is a bare transform (whose
 * result type zod cannot tell: the input side is taken, so a transform must keep its input's type
 * or the field is overridden through `extra`).
 */
function derive(field: z.core.$ZodType): Derived {
  const def = field._zod.def;
  switch (def.type) {
    case "optional":
    case "nullable":
      return {
        schema: derive((def as z.core.$ZodOptionalDef).innerType).schema,
        nullable: true,
      };
    case "default":
    case "prefault":
      return derive((def as z.core.$ZodDefaultDef).innerType);
    case "pipe": {
      const { in: input, out } = def as z.core.$ZodPipeDef;
      return derive(out._zod.def.type === "transform" ? input : out);
    }
    case "string":
    case "enum":
      return { schema: z.string(), nullable: false };
    case "number":
      return { schema: z.number(), nullable: false };
    case "boolean":
      return { schema: z.boolean(), nullable: false };
    case "null":
      return { schema: z.null(), nullable: true };
    case "literal":
    case "union":
      return deriveUnion(field);
    case "array":
      return {
        schema: z.array(rowValue(derive((def as z.core.$ZodArrayDef).element))),
        nullable: false,
      };
    case "object":
      return {
        schema: z.object(
          mapShape((def as z.core.$ZodObjectDef).shape, () => false),
        ),
        nullable: false,
      };
    default:
      throw new Error(
        `No row type for a "${def.type}" field: declare it in the row schema's extra fields.`,
      );
  }
}

/** A union of strings, "" and null (e.g. a cleared date picker) is a nullable string. */
function deriveUnion(field: z.core.$ZodType): Derived {
  const def = field._zod.def;
  const options: Derived[] =
    def.type === "literal"
      ? (def as z.core.$ZodLiteralDef<z.core.util.Literal>).values.map(
          literalRow,
        )
      : (def as z.core.$ZodUnionDef).options.map(derive);
  const nullable = options.some((o) => o.nullable);
  const types = new Set(
    options
      .filter((o) => o.schema._zod.def.type !== "null")
      .map((o) => o.schema._zod.def.type),
  );
  if (types.size !== 1 || !STRINGISH.has([...types][0]))
    throw new Error("No row type for this union: declare it in extra fields.");
  return { schema: z.string(), nullable };
}

function literalRow(value: z.core.util.Literal): Derived {
  if (value === null) return { schema: z.null(), nullable: true };
  if (typeof value === "string") return { schema: z.string(), nullable: false };
  throw new Error("Only string and null literals have a derived row type.");
}

const rowValue = ({ schema, nullable }: Derived): z.ZodType =>
  nullable ? schema.nullable() : schema;

function mapShape(
  shape: z.core.$ZodShape,
  forceNullable: (key: string) => boolean,
): Record<string, z.ZodType> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => {
      const derived = derive(field);
      return [
        key,
        rowValue({
          ...derived,
          nullable: derived.nullable || forceNullable(key),
        }),
      ];
    }),
  );
}

export interface RowSchemaOptions<
  TShape extends Shape,
  TNullable extends keyof TShape,
  TExtra extends Shape,
> {
  /** Fields whose column is nullable though the upsert requires them (rows saved before it did). */
  nullable?: readonly TNullable[];
  /**
   * Read-side fields (generated or computed columns), and fields that map differently from their
   * upsert field: a key of the upsert schema is replaced in place, a new key goes after the upsert
   * fields.
   */
  extra?: TExtra;
}

/**
 * The row schema of an entity: `_id`, `id`, `<idField>`, the upsert fields (the upsert's own id
 * field left out), `extra`, `createdAt`, `updatedAt`.
 */
export function rowSchemaOf<
  TShape extends Shape,
  TId extends string,
  TNullable extends keyof TShape = never,
  TExtra extends Shape = Record<never, z.ZodType>,
>(
  upsertSchema: z.ZodObject<TShape>,
  idField: TId,
  options: RowSchemaOptions<TShape, TNullable, TExtra> = {},
): z.ZodObject<RowShape<TShape, TId, TNullable, TExtra>> {
  const extra: Shape = options.extra ?? {};
  const nullable = new Set<PropertyKey>(options.nullable ?? []);
  const upsertShape = Object.fromEntries(
    Object.entries(upsertSchema.shape).filter(([key]) => key !== idField),
  );
  const derived = mapShape(upsertShape, (key) => nullable.has(key));
  const fields = Object.fromEntries(
    Object.entries(derived).map(([key, schema]) => [key, extra[key] ?? schema]),
  );
  const shape = {
    _id: z.string(),
    id: z.string(),
    [idField]: z.string(),
    ...fields,
    ...extra,
    createdAt: z.string(),
    updatedAt: z.string(),
  };
  // The shape is built key by key at run time; its type is what RowShape computes from the inputs.
  return z.object(shape) as unknown as z.ZodObject<
    RowShape<TShape, TId, TNullable, TExtra>
  >;
}
