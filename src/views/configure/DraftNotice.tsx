// The draft notice at the top of the configure screen: while the conversation is a draft
// (is_draft), participants see "Samtalen er ikke åbnet endnu"; 'Åbn samtalen' turns is_draft off
// through the area's settingsSave chart, like any other toggle (saved at once, errors and
// conflicts shown by the form below).
import { useSelector } from '@xstate/react';
import './draftNotice.css';
import * as da from '../../copy/da';
import { selectDraft } from '../../machines/configure/settingsSave.selectors';
import type { SettingsSaveRef } from '../conversationAdmin';

export function DraftNotice({ settings }: { settings: SettingsSaveRef }) {
  const isDraft = useSelector(settings, (s) => selectDraft(s).is_draft);
  if (!isDraft) return null;
  return (
    <section className="alert alert--info draft-notice" aria-labelledby="draft-notice-title">
      <h2 id="draft-notice-title" className="draft-notice__title">
        {da.draft.title}
      </h2>
      <p className="alert__text">{da.draft.body}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => settings.send({ type: 'setting.toggle', field: 'is_draft' })}
      >
        {da.draft.open}
      </button>
    </section>
  );
}
