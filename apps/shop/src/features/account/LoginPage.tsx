import { toast } from "@mall/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { isLoggedIn } from "../../components/goods/auth.ts";
import { usePageTitle } from "../site/index.ts";
import { AuthShell } from "./AuthShell.tsx";
import { ApiError } from "../../lib/api.ts";
import { logIn } from "./api.ts";
import s from "./auth.module.css";
import f from "./forgot.module.css";
import { AccountForm } from "./form/AccountForm.tsx";
import { AccountNameField, PasswordField } from "./form/Field.tsx";
import { useForm } from "./form/useForm.ts";
import { type AuthRoutes, DESKTOP_AUTH } from "./redirect.ts";
import { startSession } from "./session-flow.ts";
import { SlideCheck } from "./SlideCheck.tsx";
import { useSlideCheck } from "./useSlideCheck.ts";
import { check, required } from "./validation.ts";

/** The server's answers after which the next attempt needs a slide check (decision 0013). */
const ASKS_SLIDE = new Set(["wrongPassword", "lockedThreeMinutes", "slideVerifyRequired", "verificationFailed"]);

/**
 * /login: username, phone or e-mail plus password, then back to the page that asked for it (`redirect`).
 * The password length is not checked here: accounts from before the current rule must still get in.
 * After a wrong password the server asks for a slide check with each attempt, so the page shows one then.
 */
export default function LoginPage() {
  const { t } = useTranslation("account");
  usePageTitle(t("login.title"));
  return (
    <AuthShell title={t("login.title")} lead={t("login.lead")}>
      <LoginForm routes={DESKTOP_AUTH} />
    </AuthShell>
  );
}

/** The login form with its rules, leading where `routes` say (the desktop's pages or /wap's). */
export function LoginForm({ routes }: { routes: AuthRoutes }) {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const redirect = params.get("redirect");
  const target = routes.target(redirect);
  const form = useForm({ username: "", password: "" });
  const [askSlide, setAskSlide] = useState(false);
  const slide = useSlideCheck(askSlide);

  // Back from /forgotPassword with a new password: the name is filled in (also on this page kept alive).
  const resetName = (useLocation().state as { username?: unknown } | null)?.username;
  const { set } = form;
  useEffect(() => {
    if (typeof resetName === "string" && resetName) {
      set("username")(resetName);
      set("password")("");
    }
  }, [resetName, set]);

  // A signed-in visitor has nothing to do here (also when this cached page is shown again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs each time the page is shown, not on input
  useEffect(() => {
    if (isLoggedIn()) navigate(target, { replace: true });
  }, []);

  const onSubmit = form.submit(
    (v) => check({ username: () => required(v.username), password: () => required(v.password) }),
    async (v) => {
      const proof = askSlide ? slide.proof() : undefined;
      if (askSlide && !proof) return slide.require();
      const r = await logIn({ username: v.username.trim(), password: v.password, ...proof }).catch((e: unknown) => {
        // Any answer to a slide check spent it; after a wrong password the next attempt needs one.
        const key = e instanceof ApiError ? e.key : undefined;
        if (proof || (key && ASKS_SLIDE.has(key))) {
          if (askSlide) slide.renew(key === "verificationFailed");
          setAskSlide(true);
        }
        throw e;
      });
      setAskSlide(false);
      await startSession(qc, r);
      // The page stays cached: it must not keep the password.
      form.reset({ username: v.username.trim() });
      toast.success(t("login.welcome", { name: r.username }));
      await navigate(target, { replace: true });
    },
  );

  return (
    <>
      <AccountForm form={form} onSubmit={onSubmit} submit={t(form.busy ? "login.submitting" : "login.submit")}>
        <AccountNameField name={form.field("username")} />
        <PasswordField
          label={t("login.password")}
          placeholder={t("login.passwordPlaceholder")}
          {...form.field("password")}
          autoComplete="current-password"
          name="password"
        />
        {askSlide && <SlideCheck slide={slide} />}
        <p className={f.forgotRow}>
          <Link className={f.forgotLink} to={routes.path("forgotPassword", redirect ?? undefined)}>
            {t("login.forgot")}
          </Link>
        </p>
      </AccountForm>
      <p className={s.switch}>
        {t("login.noAccount")}
        <Link to={routes.path("register", redirect ?? undefined)}>{t("login.toRegister")}</Link>
      </p>
    </>
  );
}
