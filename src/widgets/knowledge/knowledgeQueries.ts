/**
 * The knowledge widgets' reads and the acknowledgement (issue 27), through the app's data provider
 * (providers/knowledgeMethods.ts) and react-query. Every key starts with KNOWLEDGE, so an
 * acknowledgement re-reads the required list wherever it shows (My day, the article).
 */
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDataProvider, useNotify } from "react-admin";
import { FEATURES } from "../../../domain/features";
import type { ArticleContextRequest } from "../../../domain/schemas/article";
import type { AppDataProvider } from "../../../providers/appDataProvider";
import { useFeatures } from "../../features/useFeatures";
import { useNotifyError } from "../../notifications/useNotifyError";
import { KNOWLEDGE } from "./knowledgeModel";
import { KNOWLEDGE_WIDGETS } from "./messages";

export const REQUIRED_KEY = [KNOWLEDGE, "required"] as const;

/** Whether feature-knowledge-management is on (off, or not loaded yet: nothing asks the API). */
export function useKnowledgeOn(): boolean {
  return !!useFeatures().features[FEATURES.knowledgeManagement];
}

/** The caller's required reading, unacknowledged first (nothing while the module is off). */
export function useRequiredArticles() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const on = useKnowledgeOn();
  return useQuery({
    queryKey: REQUIRED_KEY,
    queryFn: () => dataProvider.requiredArticles(),
    enabled: on,
    retry: false,
  });
}

/** The published articles tied to these conditions (a trip, or a booking being written). */
export function useArticlesInContext(request: ArticleContextRequest | null) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const on = useKnowledgeOn();
  return useQuery({
    queryKey: [KNOWLEDGE, "in-context", request],
    queryFn: () => dataProvider.articlesInContext(request ?? {}),
    enabled: on && request !== null,
    retry: false,
    // Conditions change rarely while a page is open: no re-read on every focus.
    staleTime: 60_000,
  });
}

/** Acknowledges an article's current version, then re-reads the required list. */
export function useAcknowledgeArticle() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyError = useNotifyError();
  // The article being acknowledged, so only its button waits.
  const [pendingId, setPendingId] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (articleId: string) =>
      dataProvider.acknowledgeArticle(articleId),
    onMutate: (articleId) => setPendingId(articleId),
    onSuccess: async () => {
      notify(`${KNOWLEDGE_WIDGETS}.required.acknowledged`, { type: "success" });
      await queryClient.invalidateQueries({ queryKey: REQUIRED_KEY });
    },
    onError: (error) => notifyError(error),
    onSettled: () => setPendingId(null),
  });
  return { acknowledge: mutation.mutate, pendingId };
}
