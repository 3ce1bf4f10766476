import type { AddressVo } from "@mall/contract";
import { toast } from "@mall/ui";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmDialog } from "../../../components/feedback/confirm.ts";
import { EmptyState, ErrorState, Skeleton } from "../../../components/goods/States.tsx";
import { PinIcon } from "../../../components/icons.tsx";
import { useWapSignedIn } from "../../../components/wap/MeGate.tsx";
import { MePull } from "../../../components/wap/MePull.tsx";
import m from "../../../components/wap/me.module.css";
import { Sheet } from "../../../components/wap/Sheet.tsx";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { useErrorText } from "../../../lib/error-text.ts";
import { usePageTitle } from "../../site/index.ts";
import { AddressForm } from "../AddressForm.tsx";
import { deleteAddress, makeDefault, useAddresses } from "../api.ts";
import s from "./addresses.module.css";

const placeLine = (a: AddressVo) => [a.city, a.province, a.country].filter(Boolean).join(", ");

type Editing = { kind: "none" } | { kind: "add" } | { kind: "edit"; address: AddressVo };

/**
 * /wap/addresses: the address book on a phone. The default comes first and is marked; each address can be made
 * the default, edited or deleted (after a confirmation). Adding and editing use the settlement's address form
 * (its rules are the contract's) in a sheet; pulling the list down reloads it.
 */
export default function WapAddressesPage() {
  const { t } = useTranslation("orders");
  const signedIn = useWapSignedIn();
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
    if (ok) await run(a, () => deleteAddress(a.id), t("addresses.deleted"));
  };

  const close = useCallback(() => setEditing({ kind: "none" }), []);
  const title = t(editing.kind === "edit" ? "addresses.editTitle" : "addresses.newTitle");

  return (
    <WapPage title={t("addresses.title")}>
      {signedIn && (
        <MePull onRefresh={() => addresses.refetch()}>
          <div className={m.stack}>
            {addresses.isPending ? (
              <>
                <Skeleton height={130} radius={12} />
                <Skeleton height={130} radius={12} />
              </>
            ) : addresses.isError ? (
              <ErrorState text={errorText(addresses.error)} onRetry={() => void addresses.refetch()} />
            ) : list.length === 0 ? (
              <div className={m.card}>
                <EmptyState
                  icon={<PinIcon size={40} />}
                  title={t("addresses.emptyTitle")}
                  text={t("addresses.emptyText")}
                />
              </div>
            ) : (
              <ul className={s.list}>
                {list.map((a) => (
                  <li
                    key={a.id}
                    className={`${s.card} ${a.use === 1 ? s.cardDefault : ""}`}
                    data-testid="book-address"
                    aria-busy={working === a.id}
                  >
                    <div className={s.top}>
                      <strong className={s.name} dir="auto">
                        {a.contacts}
                      </strong>
                      <bdi className={s.phone}>+{a.phone}</bdi>
                      {a.use === 1 && (
                        <span className={s.default} data-testid="address-default">
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
                    <div className={s.actions}>
                      {a.use !== 1 && (
                        <button
                          type="button"
                          className={s.action}
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
                        className={s.action}
                        disabled={working !== null}
                        onClick={() => setEditing({ kind: "edit", address: a })}
                        data-testid="address-edit"
                      >
                        {t("addresses.edit")}
                      </button>
                      <button
                        type="button"
                        className={`${s.action} ${s.danger}`}
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
            )}
            {!addresses.isPending && !addresses.isError && (
              <div className={m.actionBar}>
                <button
                  type="button"
                  className={m.btn}
                  onClick={() => setEditing({ kind: "add" })}
                  data-testid="address-add"
                >
                  {t("addresses.add")}
                </button>
              </div>
            )}
          </div>
        </MePull>
      )}
      <Sheet open={editing.kind !== "none"} title={title} onClose={close}>
        <div className={s.sheetForm}>
          {editing.kind !== "none" && (
            <AddressForm
              key={editing.kind === "edit" ? editing.address.id : "new"}
              asDefault={list.length === 0}
              address={editing.kind === "edit" ? editing.address : undefined}
              label={title}
              onSaved={() => void saved()}
              onCancel={close}
            />
          )}
        </div>
      </Sheet>
    </WapPage>
  );
}
