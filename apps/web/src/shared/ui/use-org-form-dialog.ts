import { HQ_ORG_ID } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldIssues } from '../form/field-issues';
import { useDialogDraft } from '../form/use-dialog-draft';
import { useNotify } from '../notifications/notifications';

type Parsed<Body> = { success: true; data: Body } | { success: false; error: z.ZodError };

/**
 * The form of a new or edited item of an org (a campaign, a product, a promotion): the draft made
 * afresh each time the dialog opens, checked with the contracts' schema as typed; HQ must choose
 * the org. Each field's message shows after the first Save, and Save sends only a valid form,
 * then says 'Succeed!' and closes (a refusal keeps the dialog open as typed).
 */
export function useOrgFormDialog<Draft extends { orgId: number | '' }, Body>({
  open,
  userOrgId,
  initial,
  deps,
  parse,
  orgRequiredKey,
  onClose,
}: {
  open: boolean;
  userOrgId: number;
  /** The draft of the item (or of a new one), read when the dialog opens or `deps` change. */
  initial: () => Draft;
  deps: readonly unknown[];
  parse: (draft: Draft) => Parsed<Body>;
  /** The message under HQ's org field while none is chosen. */
  orgRequiredKey: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const hq = userOrgId === HQ_ORG_ID;
  const { draft, setDraft, set, submitted, setSubmitted } = useDialogDraft(open, initial, deps);
  const parsed = parse(draft);
  const issues = fieldIssues(parsed);
  if (hq && draft.orgId === '') issues.orgId = orgRequiredKey;
  /** The message of the first of `fields` that has one, once the form was saved. */
  const error = (...fields: string[]) => {
    const key = fields.map((field) => issues[field]).find(Boolean);
    return submitted && key ? t(key) : undefined;
  };
  const save = (send: (body: Body, onSuccess: () => void) => void) => {
    setSubmitted(true);
    if (!parsed.success || Object.keys(issues).length > 0) return;
    send(parsed.data, () => {
      notify('success', t('COMMON.SUCCEED'));
      onClose();
    });
  };
  return {
    draft,
    setDraft,
    set,
    hq,
    /** HQ's chosen org; undefined before HQ chooses, and for everyone else (their own org). */
    chosenOrgId: hq && draft.orgId !== '' ? draft.orgId : undefined,
    /** The org's choices (products, catalogue) may be read: HQ has chosen, or it is not HQ. */
    orgKnown: !hq || draft.orgId !== '',
    error,
    save,
  };
}
