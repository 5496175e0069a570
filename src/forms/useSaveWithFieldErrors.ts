import { useCallback } from "react";
import type { FieldValues } from "react-hook-form";
import { useSaveContext } from "react-admin";
import type { FormErrors } from "../../providers/httpClient";
import { fieldErrors } from "./serverErrors";

/**
 * The Create/Edit save, with server field errors renamed onto this form's inputs (e.g. the user
 * form's single role select holds "roles", while the server reports "roles.0.roleCode"). The
 * form-level message (root.serverError) is kept: react-admin shows it as the invalid-form toast.
 * Only pessimistic saves return errors, so the shells use mutationMode="pessimistic".
 */
export function useSaveWithFieldErrors(rename?: (field: string) => string) {
  const { save } = useSaveContext();
  return useCallback(
    async (values: FieldValues): Promise<FormErrors | undefined> => {
      if (!save) return undefined;
      const result: unknown = await save(values);
      if (!result || typeof result !== "object") return undefined;
      const fields = fieldErrors({ body: { errors: result } }, { rename });
      const root = (result as { root?: { serverError?: unknown } }).root
        ?.serverError;
      if (!fields && typeof root !== "string") return undefined;
      return {
        ...fields,
        ...(typeof root === "string" ? { root: { serverError: root } } : {}),
      };
    },
    [save, rename],
  );
}
