import {
  CONTACT_MAX,
  KEY_WORDS_MAX,
  type MerchantStore,
  merchantStoreParams,
  SHOP_ADDRESS_MAX,
  SHOP_PHONE_MAX,
  STORE_NAME_MAX,
  STORE_NAME_MIN,
  STORE_REMARK_MAX,
} from "@mall/contract";
import { Button, ButtonLink, ExternalIcon, Field, Input, PageHeader, Panel, TextArea } from "@mall/ui";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMe } from "../auth/index.ts";
import { ApplicationState } from "../dashboard/index.ts";
import { useStore, useUpdateStore } from "./api.ts";
import { ImageUpload } from "./ImageUpload.tsx";
import { storePageUrl } from "./links.ts";
import { StorePreview } from "./StorePreview.tsx";
import s from "./store.module.css";

type Draft = Omit<MerchantStore, "id" | "status">;
type TextKey = "name" | "shopRemark" | "keyWords" | "contact" | "shopPhone" | "shopAddress";

const MAX: Record<TextKey, number> = {
  name: STORE_NAME_MAX,
  shopRemark: STORE_REMARK_MAX,
  keyWords: KEY_WORDS_MAX,
  contact: CONTACT_MAX,
  shopPhone: SHOP_PHONE_MAX,
  shopAddress: SHOP_ADDRESS_MAX,
};

const draftOf = (st: MerchantStore): Draft => ({
  name: st.name,
  avatar: st.avatar,
  banner1: st.banner1,
  banner2: st.banner2,
  banner3: st.banner3,
  shopRemark: st.shopRemark,
  contact: st.contact,
  shopPhone: st.shopPhone,
  shopAddress: st.shopAddress,
  keyWords: st.keyWords,
});

/** The store profile with its pictures; only an approved store has one. */
export function StoreProfilePage() {
  const { t } = useTranslation("seller");
  const me = useMe();
  const approved = Boolean(me.data?.store);
  const store = useStore(approved);
  if (me.isPending || (approved && store.isPending)) return <p className={s.loading}>{t("ui.loading")}</p>;
  if (me.data && !approved) {
    return <ApplicationState me={me.data} onRefresh={() => void me.refetch()} refreshing={me.isFetching} />;
  }
  if (!store.data) return null;
  return <StoreForm key={store.data.id} store={store.data} />;
}

function StoreForm({ store }: { store: MerchantStore }) {
  const { t } = useTranslation("seller");
  const update = useUpdateStore();
  const [saved, setSaved] = useState<Draft>(() => draftOf(store));
  const [draft, setDraft] = useState<Draft>(saved);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const dirty = (Object.keys(draft) as (keyof Draft)[]).some((k) => draft[k] !== saved[k]);

  const set = (k: keyof Draft) => (v: string) => {
    setDraft((d) => ({ ...d, [k]: v }));
    if (errors[k]) setErrors((e) => ({ ...e, [k]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The server's own schema: a rule is written once, in @mall/contract.
    const checked = merchantStoreParams.safeParse(draft);
    if (!checked.success) {
      const found: Partial<Record<keyof Draft, string>> = {};
      for (const issue of checked.error.issues) {
        const k = issue.path[0] as keyof Draft;
        if (found[k]) continue;
        found[k] =
          k === "name"
            ? t("validation.length", { min: STORE_NAME_MIN, max: STORE_NAME_MAX })
            : k in MAX
              ? t("validation.tooLong", { max: MAX[k as TextKey] })
              : t("validation.image");
      }
      setErrors(found);
      return;
    }
    update.mutate(
      { ...draft },
      {
        onSuccess: (next) => {
          const d = draftOf(next);
          setSaved(d);
          setDraft(d);
        },
      },
    );
  };

  const text = (
    k: TextKey,
    label: string,
    opts: { hint?: string; area?: boolean; required?: boolean; ltr?: boolean } = {},
  ) => (
    <Field
      label={label}
      required={opts.required ?? false}
      hint={opts.hint}
      error={errors[k]}
      aside={`${Array.from(draft[k]).length} / ${MAX[k]}`}
    >
      {({ id, describedBy, invalid }) =>
        opts.area ? (
          <TextArea
            id={id}
            name={k}
            rows={5}
            value={draft[k]}
            maxLength={MAX[k]}
            onChange={(e) => set(k)(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            placeholder={t("store.descriptionPlaceholder")}
          />
        ) : (
          <Input
            id={id}
            name={k}
            value={draft[k]}
            maxLength={MAX[k]}
            onChange={(e) => set(k)(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            {...(opts.ltr ? { dir: "ltr", inputMode: "tel" as const } : {})}
          />
        )
      }
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className={s.page}>
      <PageHeader
        title={t("store.title")}
        subtitle={t("store.subtitle")}
        actions={
          <ButtonLink href={storePageUrl(store.id)} target="_blank" rel="noopener" icon={<ExternalIcon size={16} />}>
            {t("store.viewStore")}
          </ButtonLink>
        }
      />
      <div className={s.layout}>
        <div className={s.main}>
          <Panel title={t("store.images")} description={t("store.imagesHint")}>
            <div className={s.images}>
              <ImageUpload
                name="avatar"
                shape="square"
                label={t("store.logo")}
                hint={t("store.logoHint")}
                value={draft.avatar}
                onChange={set("avatar")}
              />
              <div className={s.banners}>
                {(["banner1", "banner2", "banner3"] as const).map((k, i) => (
                  <ImageUpload
                    key={k}
                    name={k}
                    shape="wide"
                    label={t("store.banner", { n: i + 1 })}
                    hint={t("store.bannerHint")}
                    value={draft[k]}
                    onChange={set(k)}
                  />
                ))}
              </div>
            </div>
            {(errors.avatar || errors.banner1 || errors.banner2 || errors.banner3) && (
              <p className={s.fieldError}>{t("validation.image")}</p>
            )}
          </Panel>
          <Panel title={t("store.basics")}>
            <div className={s.fields}>
              {text("name", t("store.name"), { required: true })}
              {text("shopRemark", t("store.description"), { area: true, hint: t("store.descriptionHint") })}
              {text("keyWords", t("store.keywords"), { hint: t("store.keywordsHint") })}
            </div>
          </Panel>
          <Panel title={t("store.contactSection")} description={t("store.contactHint")}>
            <div className={s.fieldGrid}>
              {text("contact", t("store.contact"))}
              {text("shopPhone", t("store.phone"), { ltr: true })}
              <div className={s.span2}>{text("shopAddress", t("store.address"))}</div>
            </div>
          </Panel>
        </div>
        <aside className={s.side}>
          <Panel title={t("store.preview")} padded={false}>
            <div className={s.sidePreview}>
              <StorePreview store={{ ...store, ...draft }} />
            </div>
          </Panel>
        </aside>
      </div>
      <div className={s.saveBar}>
        <span className={s.saveState}>{dirty ? t("store.unsaved") : t("store.upToDate")}</span>
        <Button onClick={() => setDraft(saved)} disabled={!dirty || update.isPending}>
          {t("store.reset")}
        </Button>
        <Button type="submit" variant="primary" disabled={!dirty} loading={update.isPending}>
          {t("store.save")}
        </Button>
      </div>
    </form>
  );
}
