import { VERIFY_TYPE, type VerifyTarget, type VerifyType } from "@mall/contract";
import { toast } from "@mall/ui";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { usePageTitle } from "../site/index.ts";
import { AuthShell } from "./AuthShell.tsx";
import { resetPassword, sendCode, verifyTargets } from "./api.ts";
import s from "./auth.module.css";
import f from "./forgot.module.css";
import { AccountForm } from "./form/AccountForm.tsx";
import { AccountNameField, CodeField, NewPasswordFields } from "./form/Field.tsx";
import ff from "./form/form.module.css";
import { useForm } from "./form/useForm.ts";
import { type AuthRoutes, DESKTOP_AUTH } from "./redirect.ts";
import { useCountdown } from "./useCountdown.ts";
import { check, password, repeat, required, verifyCode } from "./validation.ts";

/** As on the register page: a new code may be asked for once a minute. */
const RESEND_SECONDS = 60;

type Choice = { type: VerifyType; address: string };

/** The addresses a code can go to, e-mail first (the server's own default). */
const choicesOf = (t: VerifyTarget): Choice[] => [
  ...(t.email_authority ? [{ type: VERIFY_TYPE.email, address: t.email }] : []),
  ...(t.phone_authority ? [{ type: VERIFY_TYPE.phone, address: t.phone }] : []),
];

/**
 * /forgotPassword: the account's name, then a code sent to the e-mail or phone it has bound (shown partly
 * hidden, as the server answers it), then the new password twice. Back on /login, the name is filled in.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation("account");
  usePageTitle(t("forgot.title"));
  return (
    <AuthShell title={t("forgot.title")} lead={t("forgot.lead")}>
      <ForgotForm routes={DESKTOP_AUTH} />
    </AuthShell>
  );
}

/** The reset with its rules, then back to the login page that `routes` name (the desktop's or /wap's). */
export function ForgotForm({ routes }: { routes: AuthRoutes }) {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get("redirect") ?? undefined;
  const [account, setAccount] = useState<{ name: string; choices: Choice[] } | null>(null);

  return (
    <>
      {account ? (
        <ResetStep
          name={account.name}
          choices={account.choices}
          onBack={() => setAccount(null)}
          onDone={async () => {
            toast.success(t("forgot.done"));
            await navigate(routes.path("login", redirect), { state: { username: account.name } });
          }}
        />
      ) : (
        <NameStep onFound={(name, choices) => setAccount({ name, choices })} />
      )}
      <p className={s.switch}>
        {t("forgot.remembered")}
        <Link to={routes.path("login", redirect)}>{t("forgot.toLogin")}</Link>
      </p>
    </>
  );
}

/** Step 1: whose password. */
function NameStep({ onFound }: { onFound: (name: string, choices: Choice[]) => void }) {
  const { t } = useTranslation("account");
  const form = useForm({ username: "" });
  const onSubmit = form.submit(
    (v) => check({ username: () => required(v.username) }),
    async (v) => {
      const name = v.username.trim();
      onFound(name, choicesOf(await verifyTargets(name)));
    },
  );
  return (
    <AccountForm form={form} onSubmit={onSubmit} submit={t(form.busy ? "forgot.checking" : "forgot.next")}>
      <AccountNameField name={form.field("username")} />
    </AccountForm>
  );
}

/** Step 2: where the code goes, the code, and the new password. */
function ResetStep({
  name,
  choices,
  onBack,
  onDone,
}: {
  name: string;
  choices: Choice[];
  onBack: () => void;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation("account");
  const groupId = useId();
  const [type, setType] = useState<VerifyType | undefined>(choices[0]?.type);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();
  const form = useForm({ code: "", password: "", rePassword: "" });

  async function requestCode() {
    if (!type || sending || countdown.left > 0) return;
    setSending(true);
    form.setServerError(null);
    try {
      await sendCode({ target: name, purpose: "reset", verifcode_type: type });
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
        code: () => verifyCode(v.code),
        password: () => password(v.password),
        rePassword: () => repeat(v.rePassword, v.password),
      }),
    async (v) => {
      await resetPassword({
        username: name,
        verifcode_type: type,
        verifcode: v.code.trim(),
        password: v.password,
        re_password: v.rePassword,
      });
      form.reset();
      await onDone();
    },
  );

  const who = (
    <div className={f.who}>
      <span className={f.whoLabel}>{t("forgot.accountLabel")}</span>
      <bdi className={f.whoName}>{name}</bdi>
      <button type="button" className={f.change} onClick={onBack}>
        {t("forgot.otherAccount")}
      </button>
    </div>
  );

  if (!choices.length) {
    return (
      <div className={f.step}>
        {who}
        <p className={f.none} role="alert">
          {t("forgot.noTarget")}
        </p>
      </div>
    );
  }

  return (
    <div className={f.step}>
      {who}
      <fieldset className={f.targets}>
        <legend id={groupId} className={f.legend}>
          {t("forgot.sendTo")}
        </legend>
        {choices.map((c) => (
          <label key={c.type} className={`${f.target} ${type === c.type ? f.targetOn : ""}`}>
            <input
              type="radio"
              name={`${groupId}-type`}
              checked={type === c.type}
              onChange={() => setType(c.type)}
              disabled={countdown.left > 0}
            />
            <span className={f.targetKind}>
              {t(c.type === VERIFY_TYPE.email ? "forgot.viaEmail" : "forgot.viaPhone")}
            </span>
            {/* An address reads left to right in every language. */}
            <bdi dir="ltr" className={f.targetAddress} data-testid="reset-target">
              {c.address}
            </bdi>
          </label>
        ))}
        <p className={ff.hint}>{t("forgot.masked")}</p>
      </fieldset>
      <AccountForm form={form} onSubmit={onSubmit} submit={t(form.busy ? "forgot.submitting" : "forgot.submit")}>
        <CodeField
          code={form.field("code", (v) => v.replace(/\D/g, "").slice(0, 6))}
          onSend={requestCode}
          sending={sending}
          secondsLeft={countdown.left}
        />
        <NewPasswordFields
          password={form.field("password")}
          again={form.field("rePassword")}
          text={{
            password: t("forgot.password"),
            passwordPlaceholder: t("forgot.passwordPlaceholder"),
            again: t("forgot.rePassword"),
            againPlaceholder: t("forgot.rePasswordPlaceholder"),
          }}
        />
      </AccountForm>
    </div>
  );
}
