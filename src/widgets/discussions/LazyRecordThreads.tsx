/**
 * The record pages' discussion panel, loaded beside the page rather than with it: the thread, its
 * sanitising view and the editor are their own chunks, so a trip list's first load stays in its
 * budget (size-budget.json). Record pages import this file, not RecordThreads.
 */
import type { ComponentProps } from "react";
import { lazy, Suspense } from "react";

const RecordThreads = lazy(() =>
  import("./RecordThreads").then((m) => ({ default: m.RecordThreads })),
);

export function LazyRecordThreads(props: ComponentProps<typeof RecordThreads>) {
  return (
    <Suspense fallback={null}>
      <RecordThreads {...props} />
    </Suspense>
  );
}
