import type { AddressVo } from "@mall/contract";
import { toast } from "@mall/ui";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import c from "../../components/controls.module.css";
import { PlusIcon } from "../../components/goods/icons.tsx";
import { Skeleton } from "../../components/goods/States.tsx";
import { useErrorText } from "../../lib/error-text.ts";
import { AddressForm, useAddresses } from "../addresses/index.ts";
import s from "./AddressSection.module.css";
import { preferredAddressId } from "./checkout-math.ts";
import { StepCard } from "./StepCard.tsx";

const placeLine = (a: AddressVo) => [a.city, a.province, a.country].filter(Boolean).join(", ");

function AddressCard({ a, selected, onPick }: { a: AddressVo; selected: boolean; onPick: () => void }) {
  const { t } = useTranslation("checkout");
  return (
    <label className={`${s.addressCard} ${selected ? s.addressOn : ""}`} data-testid="address-card">
      <input type="radio" name="address" className="visually-hidden" checked={selected} onChange={onPick} />
      <span className={s.addressTop}>
        <strong className={s.addressName} dir="auto">
          {a.contacts}
        </strong>
        <bdi className={s.addressPhone}>+{a.phone}</bdi>
        {a.use === 1 && <span className={s.badge}>{t("address.default")}</span>}
      </span>
      <span className={s.addressText} dir="auto">
        {a.address}
      </span>
      <span className={s.addressPlace} dir="auto">
        {placeLine(a)}
        {a.postcode ? ` ${a.postcode}` : ""}
      </span>
      {a.email && <span className={s.addressPlace}>{a.email}</span>}
      {selected && <span className={s.addressTick} aria-hidden="true" />}
    </label>
  );
}

/**
 * The delivery address: the default one (use = 1) preselected, any other one can be picked, and a new one
 * can be added without leaving the page (it is then selected).
 */
export function AddressSection({
  selectedId,
  onSelect,
}: {
  selectedId: string | undefined;
  onSelect: (id: string | undefined) => void;
}) {
  const { t } = useTranslation("checkout");
  const errorText = useErrorText();
  const addresses = useAddresses();
  const list = addresses.data ?? [];
  const [adding, setAdding] = useState(false);
  const formOpen = adding || (addresses.isSuccess && list.length === 0);

  // The default address first; then the first one; a vanished selection falls back the same way.
  useEffect(() => {
    if (!addresses.isSuccess) return;
    const id = preferredAddressId(list, selectedId);
    if (id !== selectedId) onSelect(id);
  }, [addresses.isSuccess, list, selectedId, onSelect]);

  const saved = async () => {
    const before = new Set(list.map((a) => a.id));
    const fresh = await addresses.refetch();
    const added = fresh.data?.find((a) => !before.has(a.id));
    if (added) onSelect(added.id);
    setAdding(false);
    toast.success(t("address.saved"));
  };

  return (
    <StepCard
      id="settle-address"
      step={1}
      title={t("settlement.address")}
      action={
        list.length > 0 &&
        !formOpen && (
          <button type="button" className={s.linkBtn} onClick={() => setAdding(true)}>
            <PlusIcon size={14} />
            {t("address.add")}
          </button>
        )
      }
    >
      {addresses.isPending ? (
        <div className={s.addressGrid}>
          <Skeleton height={112} />
          <Skeleton height={112} />
        </div>
      ) : addresses.isError ? (
        <p className={c.formAlert} role="alert">
          {errorText(addresses.error)}{" "}
          <button type="button" className={s.linkBtn} onClick={() => addresses.refetch()}>
            {t("settlement.retry")}
          </button>
        </p>
      ) : (
        <>
          {list.length > 0 && (
            <div className={s.addressGrid} role="radiogroup" aria-label={t("settlement.address")}>
              {list.map((a) => (
                <AddressCard key={a.id} a={a} selected={a.id === selectedId} onPick={() => onSelect(a.id)} />
              ))}
            </div>
          )}
          {list.length === 0 && <p className={c.muted}>{t("address.noneYet")}</p>}
          {formOpen && (
            <AddressForm
              asDefault={list.length === 0}
              onSaved={saved}
              onCancel={list.length > 0 ? () => setAdding(false) : undefined}
            />
          )}
        </>
      )}
    </StepCard>
  );
}
