import type { WalletSetting, WalletSettings } from "@mall/contract";
import { apiErrorText, Button, InfoIcon, Input, Panel, toast } from "@mall/ui";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import p from "../../components/page.module.css";
import { useSaveSetting, useWalletSettings } from "./api.ts";
import b from "./books.module.css";
import d from "./desk.module.css";

/** What a setting's value is counted in, shown beside its box. */
type Unit = "usdt" | "percent" | "perDay" | "window" | "rate";

/** The settings in the groups staff think in, each with its unit. */
const GROUPS: { key: string; settings: [WalletSetting, Unit][] }[] = [
  {
    key: "deposits",
    settings: [
      ["recharge_limit_min", "usdt"],
      ["recharge_limit_max", "usdt"],
    ],
  },
  {
    key: "withdrawals",
    settings: [
      ["withdraw_limit", "usdt"],
      ["withdraw_limit_max", "usdt"],
      ["withdraw_fee", "percent"],
      ["withdraw_other_channel_fee_part_bank", "percent"],
      ["withdraw_limit_num", "perDay"],
      ["withdrawal_time", "window"],
      ["withdraw_two_person_above", "usdt"],
    ],
  },
  {
    key: "rates",
    settings: [
      ["rate_BTC", "rate"],
      ["rate_ETH", "rate"],
      ["rate_USD", "rate"],
      ["rate_EUR", "rate"],
      ["rate_PHP", "rate"],
      ["rate_THB", "rate"],
    ],
  },
];

/** The wallet's limits, fees, hours, two-person amount and rates; each saves on its own (one code per call). */
export function WalletSettingsPanel() {
  const { t } = useTranslation();
  const settings = useWalletSettings();
  return (
    <Panel title={t("finance.settings.title")} description={t("finance.settings.text")}>
      {!settings.data ? (
        <p className={p.muted}>{t("ui.loading")}</p>
      ) : (
        <div className={b.settingGroups}>
          {GROUPS.map((g) => (
            <section key={g.key} className={b.settingGroup}>
              <h3 className={b.groupTitle}>{t(`finance.settings.group.${g.key}`)}</h3>
              {g.key === "rates" && (
                <p className={`${d.callout} ${b.ratesNote}`} data-tone="info" data-testid="rates-note">
                  <InfoIcon size={18} />
                  <span>{t("finance.settings.ratesNote")}</span>
                </p>
              )}
              {g.settings.map(([code, unit]) => (
                <SettingRow key={code} code={code} unit={unit} saved={(settings.data as WalletSettings)[code]} />
              ))}
            </section>
          ))}
        </div>
      )}
    </Panel>
  );
}

function SettingRow({ code, unit, saved }: { code: WalletSetting; unit: Unit; saved: string }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveSetting();
  const [value, setValue] = useState(saved);
  const [refusal, setRefusal] = useState<string>();
  // A save elsewhere (or this one's answer) brings the stored value back into the box.
  useEffect(() => setValue(saved), [saved]);
  const changed = value.trim() !== saved;
  const coin = code.startsWith("rate_") ? code.slice(5) : "";

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!changed || save.isPending) return;
    setRefusal(undefined);
    save.mutate(
      { code, value: value.trim() },
      {
        onSuccess: () =>
          toast.success(t("finance.settings.saved", { name: t(`finance.settings.code.${code}`, { coin }) })),
        onError: (err) => setRefusal(apiErrorText(t, err)),
      },
    );
  };

  return (
    <form className={b.settingRow} onSubmit={submit} noValidate data-testid={`setting-${code}`}>
      <label htmlFor={id} className={b.settingLabel}>
        <span className={b.settingName}>{t(`finance.settings.code.${code}`, { coin })}</span>
        <span className={b.settingHint}>{t(`finance.settings.hint.${code}`, { coin, defaultValue: "" })}</span>
      </label>
      <div className={b.settingControl}>
        <span className={b.unitBox}>
          <Input
            id={id}
            value={value}
            maxLength={40}
            inputMode={unit === "window" ? "text" : "decimal"}
            placeholder={unit === "window" ? "09:00-21:00" : undefined}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={Boolean(refusal)}
            autoComplete="off"
          />
          <span className={b.unitText}>{t(`finance.settings.unit.${unit}`, { coin })}</span>
        </span>
        <Button
          type="submit"
          size="s"
          variant={changed ? "primary" : "secondary"}
          disabled={!changed}
          loading={save.isPending}
        >
          {t("common.save")}
        </Button>
      </div>
      {refusal && (
        <p className={b.settingError} role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}
