import type { AddressVo } from "@mall/contract";
import { toast } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { confirmDialog } from "../../components/feedback/confirm.ts";
import { PlusIcon } from "../../components/goods/icons.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { ArrowIcon, PencilIcon, PinIcon } from "../../components/icons.tsx";
import u from "../../components/panel.module.css";
import { useErrorText } from "../../lib/error-text.ts";
import { usePageTitle } from "../site/index.ts";
import { AddressForm } from "./AddressForm.tsx";
import s from "./addresses.module.css";
import { deleteAddress, makeDefault, useAddresses } from "./api.ts";

const placeLine = (a: AddressVo) => [a.city, a.province, a.country].filter(Boolean).join(", ");

/** What the form is doing: nothing, adding, or editing one address. */
type Editing = { kind: "none" } | { kind: "add" } | { kind: "edit"; address: AddressVo };

/**
 * /userInfo/setup/shipping-address: the address book. The default (use = 1) comes first and is marked;
 * any address can be edited, deleted (after a confirmation) or made the default. Adding uses the same
 * form as the settlement (AddressForm), and the server's cap ("limit reached") shows in it.
 */
export default function ShippingAddressPage() {
  const { t } = useTranslation("orders");
  const errorText = useErrorText();
  const addresses = useAddresses();
  const [editing, setEditing] = useState<Editing>({ kind: "none" });
  const [working, setWorking] = useState<string | null>(null);
  usePageTitle(t("addresses.title"));
  const list = [...(addresses.data ?? [])].sort((a, b) => b.use - a.use);

  const saved = async () => {
    const wasEdit = editing.kind === "edit";
    setEditing({ kind: "none" });
    await addresses.refetch();
    toast.success(t(wasEdit ? "addresses.updated" : "addresses.added"));
  };

  const run = async (a: AddressVo, work: () => Promise<unknown>, done: string) => {
    if (working !== null) return;
    setWorking(a.id);
    try {
      await work();
      toast.success(done);
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setWorking(null);
      await addresses.refetch();
    }
  };

  const remove = async (a: AddressVo) => {
    const ok = await confirmDialog({
      title: t("addresses.deleteTitle"),
      message: t("addresses.deleteText", { name: a.contacts, address: a.address }),
      okText: t("addresses.delete"),
      cancelText: t("common.keep"),
      danger: true,
    });
    if (!ok) return;
    if (editing.kind === "edit" && editing.address.id === a.id) setEditing({ kind: "none" });
    await run(a, () => deleteAddress(a.id), t("addresses.deleted"));
  };

  const form =
    editing.kind === "none" ? null : (
      <div className={s.formCard}>
        <h2 className={s.formTitle}>{t(editing.kind === "add" ? "addresses.newTitle" : "addresses.editTitle")}</h2>
        <AddressForm
          key={editing.kind === "edit" ? editing.address.id : "new"}
          asDefault={list.length === 0}
          address={editing.kind === "edit" ? editing.address : undefined}
          label={t(editing.kind === "add" ? "addresses.newTitle" : "addresses.editTitle")}
          onSaved={() => void saved()}
          onCancel={() => setEditing({ kind: "none" })}
        />
      </div>
    );

  return (
    <section className={u.panel}>
      <header className={u.panelHead}>
        <div className={u.titleStack}>
          <Link to="/userInfo/setup" className={u.backLinkStart}>
            <ArrowIcon size={16} className={`${u.backIcon} ${u.flip}`} />
            {t("addresses.settings")}
          </Link>
          <h1 className={u.panelTitle}>{t("addresses.title")}</h1>
        </div>
        {list.length > 0 && editing.kind === "none" && (
          <button
            type="button"
            className={u.btnPrimary}
            onClick={() => setEditing({ kind: "add" })}
            data-testid="address-add"
          >
            <PlusIcon size={14} />
            {t("addresses.add")}
          </button>
        )}
      </header>
      <div className={s.body}>
        {addresses.isPending ? (
          <div className={s.grid}>
            <Skeleton height={150} radius={12} />
            <Skeleton height={150} radius={12} />
          </div>
        ) : addresses.isError ? (
          <ErrorState text={errorText(addresses.error)} onRetry={() => void addresses.refetch()} />
        ) : (
          <>
            {form}
            {list.length === 0 && editing.kind === "none" ? (
              <EmptyState
                icon={<PinIcon size={40} />}
                title={t("addresses.emptyTitle")}
                text={t("addresses.emptyText")}
                action={
                  <button type="button" className={u.btnPrimary} onClick={() => setEditing({ kind: "add" })}>
                    <PlusIcon size={14} />
                    {t("addresses.add")}
                  </button>
                }
              />
            ) : (
              list.length > 0 && (
                <>
                  <p className={s.count}>{t("addresses.count", { count: list.length })}</p>
                  <ul className={s.grid}>
                    {list.map((a) => (
                      <li
                        key={a.id}
                        className={`${s.card} ${a.use === 1 ? s.cardDefault : ""}`}
                        data-testid="book-address"
                        aria-busy={working === a.id}
                      >
                        <div className={s.cardTop}>
                          <strong className={s.name} dir="auto">
                            {a.contacts}
                          </strong>
                          <bdi className={s.phone}>+{a.phone}</bdi>
                          {a.use === 1 && (
                            <span className={s.badge} data-testid="address-default">
                              {t("addresses.default")}
                            </span>
                          )}
                        </div>
                        <p className={s.line} dir="auto">
                          {a.address}
                        </p>
                        <p className={s.place} dir="auto">
                          {placeLine(a)}
                          {a.postcode ? ` ${a.postcode}` : ""}
                        </p>
                        {a.email && <p className={s.place}>{a.email}</p>}
                        <div className={s.cardActions}>
                          {a.use !== 1 && (
                            <button
                              type="button"
                              className={s.textBtn}
                              disabled={working !== null}
                              onClick={() => void run(a, () => makeDefault(a), t("addresses.defaultSet"))}
                              data-testid="address-set-default"
                            >
                              {t("addresses.setDefault")}
                            </button>
                          )}
                          <span className={s.spacer} />
                          <button
                            type="button"
                            className={s.iconBtn}
                            disabled={working !== null}
                            onClick={() => setEditing({ kind: "edit", address: a })}
                            data-testid="address-edit"
                          >
                            <PencilIcon size={15} />
                            {t("addresses.edit")}
                          </button>
                          <button
                            type="button"
                            className={`${s.iconBtn} ${s.danger}`}
                            disabled={working !== null}
                            onClick={() => void remove(a)}
                            data-testid="address-delete"
                          >
                            {t("addresses.delete")}
                          </button>
                        </div>
                      </li>
                    ))}
                  </ul>
                </>
              )
            )}
          </>
        )}
      </div>
    </section>
  );
}
