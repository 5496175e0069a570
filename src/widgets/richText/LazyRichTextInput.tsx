/**
 * The rich-text input, loaded with the first page that edits one: TipTap and ProseMirror are their own
 * chunk, never in the first load (size-budget.json). Pages import this file, not RichTextInput.
 */
import { lazy, Suspense } from "react";
import { Skeleton } from "@mui/material";
import type { RichTextInputProps } from "./RichTextInput";
import { useRichTextTranslate } from "./useRichTextTranslate";

const RichTextInput = lazy(() =>
  import("./RichTextInput").then((m) => ({ default: m.RichTextInput })),
);

function Loading() {
  const t = useRichTextTranslate();
  return (
    <Skeleton
      variant="rounded"
      height={140}
      aria-busy="true"
      aria-label={t("loading")}
      sx={{ mb: 1 }}
    />
  );
}

export function LazyRichTextInput(props: RichTextInputProps) {
  return (
    <Suspense fallback={<Loading />}>
      <RichTextInput {...props} />
    </Suspense>
  );
}
