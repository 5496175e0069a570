import { Box, IconButton, ListItem, ListItemText } from "@mui/material";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DragIndicatorIcon from "@mui/icons-material/DragIndicator";
import { useSortable } from "@dnd-kit/sortable";
import { useTranslate } from "react-admin";
import type { ArticleRow } from "../../domain/schemas/article";
import { K } from "./adminPaths";
import { ArticleStatusChip } from "./ArticleCells";

const O = `${K}.order`;

/**
 * One article of the collection's order: a drag handle (pointer, finger or keyboard: Space, the
 * arrows, Space) and, for those who'd rather not drag, up and down buttons.
 */
export function SortableArticle({
  article,
  index,
  count,
  onMove,
}: {
  article: ArticleRow;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}) {
  const translate = useTranslate();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: article.articleId });
  const title = article.title;
  return (
    <ListItem
      ref={setNodeRef}
      divider
      data-testid={`order-${article.articleId}`}
      sx={{
        gap: 1,
        px: 0.5,
        bgcolor: "background.paper",
        opacity: isDragging ? 0.5 : 1,
        transform: transform
          ? `translate3d(${transform.x}px, ${transform.y}px, 0)`
          : undefined,
        transition,
      }}
    >
      <Box
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={translate(`${O}.handle`, { title })}
        sx={{
          display: "flex",
          alignItems: "center",
          cursor: "grab",
          touchAction: "none",
          color: "text.secondary",
          "&:focus-visible": { outline: 2, outlineColor: "primary.main" },
        }}
      >
        <DragIndicatorIcon fontSize="small" />
      </Box>
      <ListItemText
        sx={{ minWidth: 0, overflowWrap: "anywhere" }}
        primary={title}
        secondary={<ArticleStatusChip status={article.status} />}
        slotProps={{ secondary: { component: "div" } }}
      />
      <IconButton
        size="small"
        aria-label={translate(`${O}.up`, { title })}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={translate(`${O}.down`, { title })}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </ListItem>
  );
}
