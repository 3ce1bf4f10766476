import { lazy, Suspense } from "react";
import { useChatLive, useChatOpen } from "../../../features/chat/index.ts";

// The window's code is fetched when it is first opened, so it weighs nothing on a page's first load.
const ChatDialog = lazy(() => import("../../../features/chat/ChatDialog.tsx"));

/**
 * The online customer-service panel (spec points 1 and 2): the chat window of features/chat, on the platform's
 * conversation or a store's. Mounted once by the layout, which also runs the tab's chat socket for the session
 * (the badges move live whether the window is open or not).
 */
export function ServicePanel() {
  useChatLive();
  const open = useChatOpen();
  return open ? (
    <Suspense fallback={null}>
      <ChatDialog />
    </Suspense>
  ) : null;
}
