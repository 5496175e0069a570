import DoneIcon from "@mui/icons-material/Done";
import { Button } from "@mui/material";
import type { ButtonProps } from "@mui/material";
import { useTranslate } from "react-admin";
import { useAcknowledgeArticle } from "./knowledgeQueries";
import { KNOWLEDGE_WIDGETS } from "./messages";

const K = `${KNOWLEDGE_WIDGETS}.required`;

/**
 * Confirms the reader read an article's current version (issue 27). Its name says which article, as
 * My day lists several beside the day's own "Acknowledge".
 */
export function AcknowledgeButton({
  articleId,
  title,
  text = "acknowledge",
  variant = "contained",
}: {
  articleId: string;
  /** The article's title, naming the button in a list. */
  title: string;
  /** The visible words: "Acknowledge" (a list) or "I have read this" (the article). */
  text?: "acknowledge" | "iHaveRead";
  variant?: ButtonProps["variant"];
}) {
  const translate = useTranslate();
  const { acknowledge, pendingId } = useAcknowledgeArticle();
  const words = translate(`${K}.${text}`);
  return (
    <Button
      variant={variant}
      size="small"
      startIcon={<DoneIcon />}
      onClick={() => acknowledge(articleId)}
      disabled={pendingId === articleId}
      // In a list the name says which article; on the article itself the words suffice.
      aria-label={
        text === "acknowledge"
          ? translate(`${K}.acknowledgeLabel`, { title })
          : undefined
      }
    >
      {words}
    </Button>
  );
}
