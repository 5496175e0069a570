import type { ReactNode } from "react";
import { useMemo } from "react";
import type { FieldValues } from "react-hook-form";
import type { RaRecord } from "react-admin";
import { SimpleForm, useRecordContext } from "react-admin";
import type { z } from "zod";
import { schemaResolver } from "./schemaResolver";
import { ResourceFormToolbar } from "./ResourceFormToolbar";
import { useSaveWithFieldErrors } from "./useSaveWithFieldErrors";

export interface ResourceFormProps<Row extends RaRecord> {
  /** The server's own upsert schema (domain/schemas): the form validates exactly what the API does. */
  schema: z.ZodType<FieldValues, FieldValues>;
  /** Row (read shape) → upsert body (write shape); the two differ, e.g. featureCode vs code. */
  toForm: (row: Row | undefined) => FieldValues;
  /** Maps server field paths onto this form's inputs. */
  errorField?: (field: string) => string;
  children: ReactNode;
}

/**
 * The form of every resource's Create and Edit shells: the record shaped for the upsert body,
 * validated with the shared schema, and server field errors shown next to their inputs. Leaving it
 * with unsaved changes asks first (react-admin's warnWhenUnsavedChanges: its useBlocker needs the
 * data router that src/main.tsx mounts with createBrowserRouter).
 */
export function ResourceForm<Row extends RaRecord>({
  schema,
  toForm,
  errorField,
  children,
}: ResourceFormProps<Row>) {
  const row = useRecordContext<Row>();
  const record = useMemo(() => toForm(row), [toForm, row]);
  const resolver = useMemo(() => schemaResolver(schema), [schema]);
  const onSubmit = useSaveWithFieldErrors(errorField);
  return (
    <SimpleForm
      record={record}
      resolver={resolver}
      onSubmit={onSubmit}
      toolbar={<ResourceFormToolbar />}
      warnWhenUnsavedChanges
      noValidate
    >
      {children}
    </SimpleForm>
  );
}
