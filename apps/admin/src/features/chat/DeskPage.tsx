import { Button } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useMe } from "../../lib/session.ts";
import { AgentsDialog } from "./AgentsDialog.tsx";
import { useAgents } from "./api.ts";
import { BuyerFile } from "./BuyerFile.tsx";
import { CannedDialog } from "./CannedDialog.tsx";
import d from "./desk.module.css";
import { ConversationPane } from "./ConversationPane.tsx";
import { type Box, isBox } from "./desk.ts";
import { InboxPane } from "./InboxPane.tsx";
import { PresenceSwitch } from "./PresenceSwitch.tsx";
import { SettingsDialog } from "./SettingsDialog.tsx";
import { useSocketUp } from "./live.ts";

type Extra = "agents" | "canned" | "settings";

/**
 * The agents' desk (issue 13 §2): the boxes and the conversation list, the conversation, the buyer's file.
 * `?box=` picks the box and `?c=` the conversation, so a colleague can be sent the address of one. Narrow
 * windows show one pane at a time: the list, the conversation, or the buyer's file.
 */
export function DeskPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const boxParam = params.get("box");
  const box: Box = isBox(boxParam) ? boxParam : "waiting";
  const open = params.get("c") ?? undefined;
  const [showFile, setShowFile] = useState(false);
  const [extra, setExtra] = useState<Extra>();
  const agents = useAgents();
  const live = useSocketUp();
  const online = agents.data?.filter((a) => a.online && !a.away).length ?? 0;

  const setParam = (key: "box" | "c", value: string | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === undefined) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: key === "box" },
    );
  const view = !open ? "list" : showFile ? "file" : "chat";

  return (
    <div className={d.page}>
      <header className={d.head}>
        <div className={d.headTitles}>
          <h1 className={d.title}>{t("desk.title")}</h1>
          <p className={d.subtitle} data-testid="desk-live" data-live={live}>
            {live ? t("desk.live") : <span className={d.offline}>{t("desk.polling")}</span>}
          </p>
        </div>
        <div className={d.headTools}>
          <PresenceSwitch me={me.data?.id} agents={agents.data} />
          <Button size="s" variant="ghost" onClick={() => setExtra("agents")} data-testid="desk-agents">
            {t("desk.agents.open", { n: online })}
          </Button>
          <Button size="s" variant="ghost" onClick={() => setExtra("canned")} data-testid="desk-canned">
            {t("desk.canned.open")}
          </Button>
          <Button size="s" variant="ghost" onClick={() => setExtra("settings")} data-testid="desk-settings">
            {t("desk.settings.open")}
          </Button>
        </div>
      </header>
      <div className={d.frame}>
        <div className={d.desk} data-view={view}>
          <InboxPane
            box={box}
            onBox={(b) => setParam("box", b === "waiting" ? undefined : b)}
            selected={open}
            onSelect={(id) => {
              setShowFile(false);
              setParam("c", id);
            }}
          />
          <ConversationPane
            id={open}
            me={me.data?.id}
            onBack={() => setParam("c", undefined)}
            onFile={() => setShowFile(true)}
          />
          <BuyerFile id={open} onBack={() => setShowFile(false)} />
        </div>
      </div>
      <AgentsDialog open={extra === "agents"} me={me.data?.id} onClose={() => setExtra(undefined)} />
      <CannedDialog open={extra === "canned"} onClose={() => setExtra(undefined)} />
      <SettingsDialog open={extra === "settings"} onClose={() => setExtra(undefined)} />
    </div>
  );
}
