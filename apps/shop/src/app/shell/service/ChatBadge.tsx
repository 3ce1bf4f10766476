import { useChatUnread } from "../../../features/chat/api.ts";
import s from "../Header.module.css";

/**
 * The header's unread counts (spec point 2: every 30 s, and live by socket). Loaded for a signed-in buyer only,
 * so a guest's first load carries none of the chat's code; both badges share one query.
 */
export default function ChatBadge({ kind, testId }: { kind: "platform" | "store"; testId: string }) {
  const count = useChatUnread().data?.[kind] ?? 0;
  if (count <= 0) return null;
  return (
    <span className={s.badge} data-testid={testId}>
      {count > 99 ? "99+" : count}
    </span>
  );
}
