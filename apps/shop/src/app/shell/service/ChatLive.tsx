import { useChatLive } from "../../../features/chat/realtime.ts";

/** The tab's chat socket for a signed-in buyer (badges and open windows move live); loaded with the session. */
export default function ChatLive() {
  useChatLive();
  return null;
}
