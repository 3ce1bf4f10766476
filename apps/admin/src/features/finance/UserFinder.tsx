import type { ConsoleUser } from "@mall/contract";
import { Avatar, Button, Input } from "@mall/ui";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import p from "../../components/page.module.css";
import { usdt } from "../../lib/format.ts";
import { can, useMe } from "../../lib/session.ts";
import { useUsers } from "../users/index.ts";
import s from "./finance.module.css";

/**
 * Picks whose wallet to open. With the users permission: the users page's search (name, e-mail, phone or
 * code). Without it, staff type the account ID they were given.
 */
export function UserFinder({ partyId, onPick }: { partyId: number | undefined; onPick: (id: number) => void }) {
  const { t } = useTranslation();
  const me = useMe();
  const byName = can(me.data, "users");
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  const found = useUsers({ q, role: "", enabled: "" }, 1, byName && q !== "");
  const matches = byName && q ? (found.data?.pageList ?? []).slice(0, 8) : [];

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const text = typed.trim();
    if (!byName) {
      const id = Number(text);
      if (Number.isSafeInteger(id) && id > 0) onPick(id);
      return;
    }
    setQ(text);
  };

  return (
    <div>
      <div className={s.finder}>
        <form onSubmit={submit}>
          <Input
            type="search"
            inputMode={byName ? undefined : "numeric"}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={byName ? t("users.searchPlaceholder") : t("finance.wallet.idPlaceholder")}
            aria-label={byName ? t("users.searchPlaceholder") : t("finance.wallet.idPlaceholder")}
            maxLength={80}
            data-testid="wallet-search"
          />
        </form>
        <Button onClick={() => submit()} loading={found.isFetching && Boolean(q)}>
          {t("common.search")}
        </Button>
      </div>
      {byName && q && !found.isFetching && matches.length === 0 && (
        <p className={`${p.muted} ${s.matches}`}>{t("users.empty")}</p>
      )}
      {matches.length > 0 && (
        <div className={s.matches}>
          {matches.map((u: ConsoleUser) => (
            <button
              key={u.id}
              type="button"
              className={`${s.match} ${u.id === partyId ? s.matchActive : ""}`}
              onClick={() => onPick(u.id)}
              aria-pressed={u.id === partyId}
              data-testid={`wallet-pick-${u.username}`}
            >
              <Avatar name={u.username} seed={u.id} size={24} />
              <span className={p.strong}>{u.username}</span>
              <span className={`${p.caption} ${p.num}`}>{usdt(u.balance)} USDT</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
