import { useMemo, useState } from "react";
import { Alert, Box, Button, List, Stack, Typography } from "@mui/material";
import type { Announcements, DragEndEvent } from "@dnd-kit/core";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { useMutation } from "@tanstack/react-query";
import {
  useDataProvider,
  useGetList,
  useNotify,
  useTranslate,
} from "react-admin";
import type { ArticleRow } from "../../domain/schemas/article";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { ARTICLES, K } from "./adminPaths";
import { SortableArticle } from "./SortableArticle";

const O = `${K}.order`;
/** A collection holds few articles; the page asks for them all at once (the server's page limit). */
const ALL = { page: 1, perPage: 100 };

function useAnnouncements(
  titleOf: (id: string | number) => string,
): Announcements & { instructions: string } {
  const translate = useTranslate();
  return useMemo(() => {
    const say = (
      key: string,
      active: string | number,
      over?: string | number,
    ) =>
      translate(`${O}.dnd.${key}`, {
        title: titleOf(active),
        target: over === undefined ? "" : titleOf(over),
      });
    return {
      instructions: translate(`${O}.dnd.instructions`),
      onDragStart: ({ active }) => say("picked", active.id),
      onDragOver: ({ active, over }) =>
        over ? say("over", active.id, over.id) : undefined,
      onDragEnd: ({ active }) => say("dropped", active.id),
      onDragCancel: ({ active }) => say("cancelled", active.id),
    };
  }, [titleOf, translate]);
}

/**
 * The order of a collection's articles (issue 27): dragged, or moved with the up and down buttons,
 * here on the page, then saved at once (POST /article-collections/{id}/order naming every article
 * of it, first to last).
 */
export function CollectionOrder({
  articleCollectionId,
}: {
  articleCollectionId: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error, refetch } = useGetList<ArticleRow & { id: string }>(
    ARTICLES,
    {
      filter: { articleCollectionId },
      sort: { field: "collectionPosition", order: "ASC" },
      pagination: ALL,
    },
  );
  const saved = useMemo(() => data ?? [], [data]);
  const [order, setOrder] = useState<string[] | null>(null);
  const byId = useMemo(
    () => new Map(saved.map((a) => [a.articleId, a])),
    [saved],
  );
  // The local order, while it still names exactly the saved articles (a refetch may change them).
  const ids =
    order && order.length === saved.length && order.every((id) => byId.has(id))
      ? order
      : saved.map((a) => a.articleId);
  const changed = ids.some((id, i) => saved[i]?.articleId !== id);
  const titleOf = useMemo(
    () => (id: string | number) => byId.get(String(id))?.title ?? "",
    [byId],
  );
  const { instructions, ...announcements } = useAnnouncements(titleOf);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
    }),
  );
  const move = (from: number, to: number) => setOrder(arrayMove(ids, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const save = useMutation({
    mutationFn: (articleIds: string[]) =>
      dataProvider.orderArticleCollection(articleCollectionId, articleIds),
    onSuccess: async () => {
      notify(`${K}.toasts.orderSaved`, { type: "success" });
      await refetch();
      setOrder(null);
    },
    onError: (e) => notifyError(e),
  });

  return (
    <Box component="section" sx={{ mt: 3, maxWidth: 720, minWidth: 0 }}>
      <Typography variant="h6" component="h2">
        {translate(`${O}.title`)}
      </Typography>
      {error && <Alert severity="error">{translate(`${O}.failed`)}</Alert>}
      {data && saved.length === 0 && (
        <Typography color="text.secondary">
          {translate(`${O}.empty`)}
        </Typography>
      )}
      {saved.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate(`${O}.intro`)}
          </Typography>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              announcements,
              screenReaderInstructions: { draggable: instructions },
            }}
          >
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              <List aria-label={translate(`${O}.label`)}>
                {ids.map((id, index) => {
                  const article = byId.get(id);
                  return article ? (
                    <SortableArticle
                      key={id}
                      article={article}
                      index={index}
                      count={ids.length}
                      onMove={move}
                    />
                  ) : null;
                })}
              </List>
            </SortableContext>
          </DndContext>
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              disabled={!changed || save.isPending}
              onClick={() => save.mutate(ids)}
            >
              {translate(`${O}.save`)}
            </Button>
            <Button disabled={!changed} onClick={() => setOrder(null)}>
              {translate(`${O}.reset`)}
            </Button>
          </Stack>
        </>
      )}
    </Box>
  );
}
