/**
 * The server's attribute messages that ATTRIBUTE_MESSAGES (domain/schemas/attribute.ts) does not
 * hold yet: the filters' 400s and the values' fixed code and in-use delete.
 */
export const ATTRIBUTE_SERVER_MESSAGES = {
  /** 400: a list filter `attribute.<id>` naming no attribute of this kind of record. */
  unknownFilter: (key: string) => `Unknown filter: ${key}.`,
  /** 400: only choice and yes/no attributes filter a list. */
  notFilterable: (key: string) =>
    `Filter ${key} is on a text, number or date attribute: only choice and yes/no attributes filter a list.`,
  /** 400: a yes/no attribute's filter value. */
  booleanFilter: (key: string) => `Filter ${key} expects "true" or "false".`,
  /** 422 field value: a value's code is what records store. */
  valueFixed: "A value's code and attribute cannot change once it exists.",
  /** 409 on deleting a value some record holds. */
  valueInUse: "Retire it instead: records hold this value.",
} as const;
