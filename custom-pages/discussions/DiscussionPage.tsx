import { useParams } from "react-router-dom";
import { discussionsModule } from "../../domain/modules/discussions";
import { ThreadScreen } from "./ThreadScreen";

/** /discussion/:modelType/:discussionId/:modelId? (issue 25): one thread, read and answered here. */
export function DiscussionPage() {
  const { discussionId = "" } = useParams<{ discussionId: string }>();
  return <ThreadScreen key={discussionId} discussionId={discussionId} />;
}
DiscussionPage.path = discussionsModule.pages.thread.path;
