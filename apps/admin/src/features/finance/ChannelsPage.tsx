import { Button, type Column, DataTable, Panel, PlusIcon, StatusBadge, useWide } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import p from "../../components/page.module.css";
import { usdt } from "../../lib/format.ts";
import { useChannels } from "./api.ts";
import { type Channel, ChannelDialog } from "./ChannelDialog.tsx";
import d from "./desk.module.css";
import { WalletSettingsPanel } from "./WalletSettingsPanel.tsx";

/** Where buyers pay in (the deposit channels) and the wallet's rules (settings). */
export function ChannelsPage() {
  const { t } = useTranslation();
  const wide = useWide();
  const channels = useChannels();
  const [editing, setEditing] = useState<{ channel: Channel | undefined }>();

  const columns: Column<Channel>[] = [
    {
      key: "coin",
      header: t("finance.channels.col.coin"),
      render: (c) => (
        <div className={p.whoText}>
          <span className={p.strong}>{c.coin}</span>
          <span className={p.caption}>{c.network}</span>
        </div>
      ),
    },
    {
      key: "address",
      header: t("finance.channels.col.address"),
      render: (c) => (
        <div className={p.whoText}>
          <span className={`${p.mono} ${wide ? d.hash : d.clipHash}`} title={c.address}>
            {c.address}
          </span>
          {c.tokenContract && (
            <span className={`${p.caption} ${d.clipHash}`} title={c.tokenContract}>
              {t("finance.channels.col.tokenContract")}: <span className={p.mono}>{c.tokenContract}</span>
            </span>
          )}
        </div>
      ),
    },
    {
      key: "limits",
      header: t("finance.channels.col.limits"),
      align: "end",
      render: (c) => (
        <span className={p.num}>
          {usdt(c.minAmount)} – {usdt(c.maxAmount)}
        </span>
      ),
    },
    ...(wide
      ? [
          {
            key: "confirmations",
            header: t("finance.channels.col.confirmations"),
            align: "end" as const,
            render: (c: Channel) => <span className={p.num}>{c.confirmations}</span>,
          },
        ]
      : []),
    {
      key: "enabled",
      header: t("finance.channels.col.enabled"),
      render: (c) =>
        c.enabled ? (
          <StatusBadge tone="success">{t("finance.channels.on")}</StatusBadge>
        ) : (
          <StatusBadge>{t("finance.channels.off")}</StatusBadge>
        ),
    },
    {
      key: "actions",
      header: <span className="visually-hidden">{t("common.actions")}</span>,
      align: "end",
      render: (c) => (
        <div className={p.actions}>
          <Button size="s" onClick={() => setEditing({ channel: c })} data-testid={`channel-edit-${c.id}`}>
            {t("common.edit")}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <Panel
        padded={false}
        title={t("finance.channels.title")}
        description={t("finance.channels.text")}
        actions={
          <Button
            variant="primary"
            icon={<PlusIcon size={16} />}
            onClick={() => setEditing({ channel: undefined })}
            data-testid="channel-add"
          >
            {t("finance.channels.add")}
          </Button>
        }
      >
        <DataTable
          columns={columns}
          rows={channels.data}
          rowKey={(c) => c.id}
          loading={channels.isLoading}
          empty={t("finance.channels.empty")}
          caption={t("finance.channels.title")}
        />
      </Panel>
      <WalletSettingsPanel />
      <ChannelDialog open={editing !== undefined} channel={editing?.channel} onClose={() => setEditing(undefined)} />
    </>
  );
}
