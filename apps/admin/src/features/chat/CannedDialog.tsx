import { CHAT_TEXT_MAX, type DataOf } from "@mall/contract";
import { apiErrorText, Button, Dialog, Field, Input, PlusIcon, TextArea, TrashIcon, toast } from "@mall/ui";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import f from "../../components/forms.module.css";
import p from "../../components/page.module.css";
import { useCanned, useDeleteCanned, useSaveCanned } from "./api.ts";
import dl from "./dialogs.module.css";

type Reply = DataOf<"console/chat!canned">[number];
/** The contract's title limit (cannedSaveParams). */
const TITLE_MAX = 60;

/** The desk's shared canned replies: add, edit, delete. */
export function CannedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const canned = useCanned(open);
  const remove = useDeleteCanned();
  // The reply being edited: a new one is { id: undefined }.
  const [editing, setEditing] = useState<{ id?: number; title: string; body: string }>();

  return (
    <Dialog
      side
      width="520px"
      open={open}
      onClose={() => {
        setEditing(undefined);
        onClose();
      }}
      title={t("desk.canned.title")}
      description={t("desk.canned.subtitle")}
      testId="desk-canned-dialog"
    >
      {editing ? (
        <CannedForm reply={editing} onDone={() => setEditing(undefined)} />
      ) : (
        <div className={f.stack}>
          <div>
            <Button
              variant="primary"
              size="s"
              icon={<PlusIcon size={16} />}
              onClick={() => setEditing({ title: "", body: "" })}
              data-testid="desk-canned-add"
            >
              {t("desk.canned.add")}
            </Button>
          </div>
          {canned.data && !canned.data.length && <p className={p.muted}>{t("desk.canned.none")}</p>}
          <ul className={dl.cannedList}>
            {canned.data?.map((r: Reply) => (
              <li key={r.id} className={dl.canned}>
                <div className={dl.cannedText}>
                  <span className={p.strong} dir="auto">
                    {r.title}
                  </span>
                  <span className={dl.cannedBody} dir="auto">
                    {r.body}
                  </span>
                </div>
                <div className={p.actions}>
                  <Button size="s" variant="ghost" onClick={() => setEditing(r)}>
                    {t("common.edit")}
                  </Button>
                  <Button
                    size="s"
                    variant="ghost"
                    icon={<TrashIcon size={16} />}
                    aria-label={t("common.delete")}
                    title={t("common.delete")}
                    loading={remove.isPending && remove.variables === r.id}
                    onClick={() =>
                      remove.mutate(r.id, {
                        onSuccess: () => toast.success(t("desk.canned.deleted", { title: r.title })),
                        onError: (err) => toast.error(apiErrorText(t, err)),
                      })
                    }
                  />
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}

function CannedForm({ reply, onDone }: { reply: { id?: number; title: string; body: string }; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCanned();
  const [title, setTitle] = useState(reply.title);
  const [body, setBody] = useState(reply.body);
  const [errors, setErrors] = useState<{ title?: string; body?: string; form?: string }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      title: title.trim() ? undefined : t("desk.canned.titleRequired"),
      body: !body.trim()
        ? t("desk.canned.bodyRequired")
        : [...body.trim()].length > CHAT_TEXT_MAX
          ? t("desk.tooLong", { n: CHAT_TEXT_MAX })
          : undefined,
    };
    setErrors(next);
    if (next.title || next.body) return;
    save.mutate(
      { id: reply.id, title: title.trim(), body: body.trim() },
      {
        onSuccess: () => {
          toast.success(t("desk.canned.saved"));
          onDone();
        },
        onError: (err) => setErrors({ form: apiErrorText(t, err) }),
      },
    );
  };
  return (
    <form className={f.stack} onSubmit={submit} noValidate>
      <Field label={t("desk.canned.name")} error={errors.title} required>
        {(ids) => (
          <Input
            id={ids.id}
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={TITLE_MAX}
            data-testid="desk-canned-title"
          />
        )}
      </Field>
      <Field
        label={t("desk.canned.body")}
        error={errors.body}
        required
        hint={t("desk.canned.bodyHint")}
        aside={`${[...body].length} / ${CHAT_TEXT_MAX}`}
      >
        {(ids) => (
          <TextArea
            id={ids.id}
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            rows={6}
            data-testid="desk-canned-body"
          />
        )}
      </Field>
      {errors.form && (
        <p className={f.refusal} role="alert">
          {errors.form}
        </p>
      )}
      <div className={p.actions}>
        <Button onClick={onDone}>{t("common.cancel")}</Button>
        <Button type="submit" variant="primary" loading={save.isPending} data-testid="desk-canned-save">
          {t("common.save")}
        </Button>
      </div>
    </form>
  );
}
