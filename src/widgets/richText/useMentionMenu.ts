/**
 * The "@" suggestions as React state: TipTap's suggestion plugin calls these render callbacks from
 * outside React, so they write to state (what the list shows) and to a ref (what the next key press
 * reads). The list itself is <MentionMenu>, drawn under the editor.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import type {
  SuggestionKeyDownProps,
  SuggestionOptions,
  SuggestionProps,
} from "@tiptap/suggestion";
import { MENTION_TYPE, type MentionItem } from "../../../domain/richText";

export type LoadMentions = (query: string) => Promise<MentionItem[]>;

export interface MentionMenuState {
  items: MentionItem[];
  active: number;
  loading: boolean;
  choose: (item: MentionItem) => void;
}

/** Asked at most this often while typing after "@": each ask is a server search. */
const DEBOUNCE_MS = 150;

export function useMentionMenu(loadMentions: LoadMentions | undefined) {
  const [menu, setMenu] = useState<MentionMenuState | null>(null);
  const current = useRef<MentionMenuState | null>(null);
  const loader = useRef(loadMentions);
  useEffect(() => {
    loader.current = loadMentions;
  });

  const suggestion = useMemo((): Omit<
    SuggestionOptions<MentionItem>,
    "editor"
  > => {
    const show = (next: MentionMenuState | null) => {
      current.current = next;
      setMenu(next);
    };
    const fromProps = (
      props: SuggestionProps<MentionItem>,
      active = 0,
    ): MentionMenuState => ({
      items: props.items,
      active: Math.min(active, Math.max(props.items.length - 1, 0)),
      loading: props.loading,
      choose: (item) => props.command(item),
    });
    const move = (step: number) => {
      const open = current.current;
      if (!open || open.items.length === 0) return;
      const count = open.items.length;
      show({ ...open, active: (open.active + step + count) % count });
    };
    return {
      debounce: DEBOUNCE_MS,
      items: async ({ query }) => (loader.current ? loader.current(query) : []),
      // No loader: "@" is only a character. Otherwise Mention's own check: a mention fits here.
      allow: ({ state, range }) => {
        if (!loader.current) return false;
        const type = state.schema.nodes[MENTION_TYPE];
        const parent = state.doc.resolve(range.from).parent;
        return !!type && !!parent.type.contentMatch.matchType(type);
      },
      render: () => ({
        onStart: (props) => show(fromProps(props)),
        onUpdate: (props) =>
          show(fromProps(props, current.current?.active ?? 0)),
        onExit: () => show(null),
        onKeyDown: ({ event }: SuggestionKeyDownProps) => {
          const open = current.current;
          if (!open) return false;
          if (event.key === "ArrowDown") move(1);
          else if (event.key === "ArrowUp") move(-1);
          else if (event.key === "Escape") show(null);
          else if (event.key === "Enter" || event.key === "Tab") {
            const item = open.items[open.active];
            if (!item) return false;
            open.choose(item);
          } else return false;
          return true;
        },
      }),
    };
  }, []);

  return { menu, suggestion };
}
