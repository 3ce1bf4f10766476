import { REGISTER_TYPE, type RegisterType } from "@mall/contract";
import { toast } from "@mall/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { isLoggedIn } from "../../components/goods/auth.ts";
import { ApiError } from "../../lib/api.ts";
import { currentLocale } from "../../lib/locale.ts";
import { KEYS, storage } from "../../lib/storage.ts";
import { usePageTitle } from "../site/index.ts";
import { AreaCodeSelect } from "./AreaCodeSelect.tsx";
import { AuthShell } from "./AuthShell.tsx";
import { register, sendCode } from "./api.ts";
import { codeOf, defaultRegion } from "./area-codes.ts";
import s from "./auth.module.css";
import { AccountForm } from "./form/AccountForm.tsx";
import { CodeField, NewPasswordFields, TextField } from "./form/Field.tsx";
import { useForm } from "./form/useForm.ts";
import { type AuthRoutes, DESKTOP_AUTH } from "./redirect.ts";
import { startSession } from "./session-flow.ts";
import { SlideCheck } from "./SlideCheck.tsx";
import { useSlideCheck } from "./useSlideCheck.ts";
import { useCountdown } from "./useCountdown.ts";
import {
  check,
  identity,
  inviteCode,
  type Problem,
  password,
  registrationName,
  repeat,
  verifyCode,
} from "./validation.ts";

/** Spec point 2: a new code may be asked for once a minute. */
const RESEND_SECONDS = 60;

const TABS = [
  { type: REGISTER_TYPE.phone, key: "phone" },
  { type: REGISTER_TYPE.email, key: "email" },
  { type: REGISTER_TYPE.username, key: "username" },
] as const;

/**
 * /register: by phone or e-mail with a verification code, or by a plain username. The invitation code
 * comes from `?code=` of any page (kept as agentCode) and can still be edited. Every registration carries a
 * slide check (decision 0013).
 */
export default function RegisterPage() {
  const { t } = useTranslation("account");
  usePageTitle(t("register.title"));
  return (
    <AuthShell title={t("register.title")} lead={t("register.lead")}>
      <RegisterForm routes={DESKTOP_AUTH} />
    </AuthShell>
  );
}

/** The registration form with its rules, leading where `routes` say (the desktop's pages or /wap's). */
export function RegisterForm({ routes }: { routes: AuthRoutes }) {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const redirect = params.get("redirect");
  const [type, setType] = useState<RegisterType>(REGISTER_TYPE.phone);
  const [region, setRegion] = useState(() => defaultRegion(currentLocale()));
  const [codeProblem, setCodeProblem] = useState<Problem | undefined>();
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();
  const slide = useSlideCheck(true);
  const form = useForm({
    name: "",
    code: "",
    password: "",
    rePassword: "",
    agentCode: params.get("code") ?? storage.get(KEYS.agentCode) ?? "",
  });
  const viaCode = type !== REGISTER_TYPE.username;
  const area = codeOf(region);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs each time the page is shown, not on input
  useEffect(() => {
    if (isLoggedIn()) navigate(routes.target(redirect), { replace: true });
  }, []);

  // A `code` query (also on a page kept alive and shown again with a new one) is the invitation to use.
  const code = params.get("code");
  const { set } = form;
  useEffect(() => {
    if (!code) return;
    storage.set(KEYS.agentCode, code.slice(0, 64));
    set("agentCode")(code);
  }, [code, set]);

  const switchTab = (next: RegisterType) => {
    setType(next);
    setCodeProblem(undefined);
    form.reset({
      agentCode: form.values.agentCode,
      password: form.values.password,
      rePassword: form.values.rePassword,
    });
  };

  async function requestCode() {
    const problem = identity(type, form.values.name, area);
    setCodeProblem(problem);
    if (problem || sending || countdown.left > 0) return;
    setSending(true);
    form.setServerError(null);
    try {
      await sendCode({ target: registrationName(type, form.values.name, area), purpose: "register" });
      countdown.start(RESEND_SECONDS);
      toast.success(t("register.codeSent"));
    } catch (e) {
      form.setServerError(e);
    } finally {
      setSending(false);
    }
  }

  const onSubmit = form.submit(
    (v) =>
      check({
        name: () => identity(type, v.name, area),
        code: () => (viaCode ? verifyCode(v.code) : undefined),
        password: () => password(v.password),
        rePassword: () => repeat(v.rePassword, v.password),
        agentCode: () => inviteCode(v.agentCode),
      }),
    async (v) => {
      const proof = slide.proof();
      if (!proof) return slide.require();
      const r = await register({
        type,
        username: registrationName(type, v.name, area),
        password: v.password,
        re_password: v.rePassword,
        agentCode: v.agentCode.trim() || undefined,
        verifcode: viaCode ? v.code.trim() : undefined,
        ...proof,
      }).catch((e: unknown) => {
        // The server spends the slide check with any answer it gives: the next try needs a new picture.
        if (e instanceof ApiError) slide.renew(e.key === "verificationFailed");
        throw e;
      });
      await startSession(qc, r);
      form.reset({ agentCode: v.agentCode });
      toast.success(t("register.welcome", { name: r.username }));
      await navigate(routes.target(redirect), { replace: true });
    },
  );

  const nameField = (
    {
      [REGISTER_TYPE.phone]: { key: "phone", auto: "tel-national", mode: "tel" },
      [REGISTER_TYPE.email]: { key: "email", auto: "email", mode: "email" },
      [REGISTER_TYPE.username]: { key: "username", auto: "username", mode: "text" },
    } as const
  )[type];

  return (
    <>
      <div className={s.tabs} role="tablist" aria-label={t("register.method")}>
        {TABS.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            aria-selected={type === tab.type}
            className={`${s.tab} ${type === tab.type ? s.tabActive : ""}`}
            onClick={() => switchTab(tab.type)}
          >
            {t(`register.tabs.${tab.key}`)}
          </button>
        ))}
      </div>
      <AccountForm form={form} onSubmit={onSubmit} submit={t(form.busy ? "register.submitting" : "register.submit")}>
        <TextField
          label={t(`register.${nameField.key}`)}
          placeholder={t(`register.${nameField.key}Placeholder`)}
          value={form.values.name}
          onValue={(v) => {
            setCodeProblem(undefined);
            form.set("name")(v);
          }}
          problem={form.errors.name ?? codeProblem}
          hint={type === REGISTER_TYPE.username ? t("register.usernameHint") : undefined}
          autoComplete={nameField.auto}
          inputMode={nameField.mode}
          type={type === REGISTER_TYPE.email ? "email" : "text"}
          autoCapitalize="off"
          spellCheck={false}
          name="account"
          start={type === REGISTER_TYPE.phone ? <AreaCodeSelect region={region} onRegion={setRegion} /> : undefined}
        />
        {viaCode && (
          <CodeField
            code={form.field("code", (v) => v.replace(/\D/g, "").slice(0, 6))}
            onSend={requestCode}
            sending={sending}
            secondsLeft={countdown.left}
          />
        )}
        <NewPasswordFields
          password={form.field("password")}
          again={form.field("rePassword")}
          text={{
            password: t("register.password"),
            passwordPlaceholder: t("register.passwordPlaceholder"),
            again: t("register.rePassword"),
            againPlaceholder: t("register.rePasswordPlaceholder"),
          }}
        />
        <TextField
          label={t("register.invite")}
          placeholder={t("register.invitePlaceholder")}
          {...form.field("agentCode")}
          autoCapitalize="off"
          spellCheck={false}
          name="agentCode"
        />
        <SlideCheck slide={slide} />
        <p className={s.terms}>
          <Trans
            t={t}
            i18nKey="register.terms"
            components={{
              privacy: <Link to="/promote/privacyPolicy" />,
              returns: <Link to="/promote/returnPolicy" />,
            }}
          />
        </p>
      </AccountForm>
      <p className={s.switch}>
        {t("register.haveAccount")}
        <Link to={routes.path("login", redirect ?? undefined)}>{t("register.toLogin")}</Link>
      </p>
    </>
  );
}
