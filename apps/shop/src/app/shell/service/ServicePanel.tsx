import { lazy, Suspense } from "react";
import { useChatOpen } from "../../../features/chat/window.ts";
import { useSession } from "../../../lib/session.ts";

// The window's code is fetched when it is first opened, so it weighs nothing on a page's first load; the socket's
// with a session only (a guest has no conversations to follow).
const ChatDialog = lazy(() => import("../../../features/chat/ChatDialog.tsx"));
const ChatLive = lazy(() => import("./ChatLive.tsx"));

/**
 * The online customer-service panel (spec points 1 and 2): the chat window of features/chat, on the platform's
 * conversation or a store's. Mounted once by the layout, which also runs the tab's chat socket for the session
 * (the badges move live whether the window is open or not).
 */
export function ServicePanel() {
  const { loggedIn } = useSession();
  const open = useChatOpen();
  return (
    <Suspense fallback={null}>
      {loggedIn && <ChatLive />}
      {open && <ChatDialog />}
    </Suspense>
  );
}
