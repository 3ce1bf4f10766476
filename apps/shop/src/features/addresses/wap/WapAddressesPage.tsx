import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState, ErrorState, Skeleton } from "../../../components/goods/States.tsx";
import { PinIcon } from "../../../components/icons.tsx";
import { useWapSignedIn } from "../../../components/wap/MeGate.tsx";
import { MePull } from "../../../components/wap/MePull.tsx";
import m from "../../../components/wap/me.module.css";
import { Sheet } from "../../../components/wap/Sheet.tsx";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { usePageTitle } from "../../site/index.ts";
import { AddressForm } from "../AddressForm.tsx";
import { AddressCard } from "../AddressCard.tsx";
import { useAddressBook } from "../useAddressBook.ts";
import s from "./addresses.module.css";

/**
 * /wap/addresses: the address book on a phone. The default comes first and is marked; each address can be made
 * the default, edited or deleted (after a confirmation). Adding and editing use the settlement's address form
 * (its rules are the contract's) in a sheet; pulling the list down reloads it. The rules are the desktop's
 * (useAddressBook).
 */
export default function WapAddressesPage() {
  const { t } = useTranslation("orders");
  const signedIn = useWapSignedIn();
  const { addresses, list, editing, setEditing, working, saved, setDefault, remove, errorText } = useAddressBook();
  usePageTitle(t("addresses.title"));

  const close = useCallback(() => setEditing({ kind: "none" }), [setEditing]);
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
                  <AddressCard
                    key={a.id}
                    address={a}
                    working={working}
                    onDefault={() => void setDefault(a)}
                    onEdit={() => setEditing({ kind: "edit", address: a })}
                    onRemove={() => void remove(a)}
                    styles={s}
                  />
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
