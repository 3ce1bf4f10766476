import { CHAT_TEXT_MAX } from "@mall/contract";
import { apiErrorText, Button, Dialog, Field, TextArea, toast } from "@mall/ui";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import f from "../../components/forms.module.css";
import p from "../../components/page.module.css";
import { useChatSettings, useSaveChatSettings } from "./api.ts";
import { blacklistNames, blacklistText } from "./desk.ts";

/**
 * The desk's settings: the automatic first answer a buyer gets when no agent is online (empty: none), and the
 * usernames whose messages are ignored (the original's online_username_black_menu).
 */
export function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useChatSettings(open);
  const save = useSaveChatSettings();
  const [autoAnswer, setAutoAnswer] = useState("");
  const [blacklist, setBlacklist] = useState("");
  const [refusal, setRefusal] = useState<string>();
  const data = settings.data;
  // The form starts from what is saved, each time it opens.
  useEffect(() => {
    if (!open || !data) return;
    setAutoAnswer(data.autoAnswer);
    setBlacklist(blacklistText(data.blacklist));
    setRefusal(undefined);
  }, [open, data]);
  const tooLong = [...autoAnswer.trim()].length > CHAT_TEXT_MAX;
  const names = blacklistNames(blacklist);

  const submit = () => {
    if (tooLong) return;
    save.mutate(
      { autoAnswer: autoAnswer.trim(), blacklist: names.join("\n") },
      {
        onSuccess: () => {
          toast.success(t("desk.settings.saved"));
          onClose();
        },
        onError: (err) => setRefusal(apiErrorText(t, err)),
      },
    );
  };

  return (
    <Dialog
      side
      width="520px"
      open={open}
      onClose={onClose}
      title={t("desk.settings.title")}
      testId="desk-settings-dialog"
      footer={
        <>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button
            variant="primary"
            onClick={submit}
            loading={save.isPending}
            disabled={!data || tooLong}
            data-testid="desk-settings-save"
          >
            {t("common.save")}
          </Button>
        </>
      }
    >
      {!data ? (
        <p className={p.muted}>{t("ui.loading")}</p>
      ) : (
        <div className={f.stack}>
          <Field
            label={t("desk.settings.autoAnswer")}
            hint={t("desk.settings.autoAnswerHint")}
            error={tooLong ? t("desk.tooLong", { n: CHAT_TEXT_MAX }) : undefined}
            aside={`${[...autoAnswer.trim()].length} / ${CHAT_TEXT_MAX}`}
          >
            {(ids) => (
              <TextArea
                id={ids.id}
                aria-describedby={ids.describedBy}
                aria-invalid={ids.invalid}
                value={autoAnswer}
                onChange={(e) => setAutoAnswer(e.target.value)}
                rows={5}
                data-testid="desk-settings-auto"
              />
            )}
          </Field>
          <Field
            label={t("desk.settings.blacklist")}
            hint={t("desk.settings.blacklistHint")}
            aside={t("desk.settings.blacklistCount", { n: names.length })}
          >
            {(ids) => (
              <TextArea
                id={ids.id}
                aria-describedby={ids.describedBy}
                value={blacklist}
                onChange={(e) => setBlacklist(e.target.value)}
                rows={6}
                data-testid="desk-settings-blacklist"
              />
            )}
          </Field>
          {refusal && (
            <p className={f.refusal} role="alert">
              {refusal}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
