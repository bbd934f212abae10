// The configure screen at /m/{conversation_id} (docs/behaviour.md#configure): the
// conversation's settings, saved as they are edited (settingsSave chart), and the seed statement
// form (seedSubmit chart). The admin area has loaded the metadata before this screen renders, and
// owns the settingsSave chart: this screen only renders it, so coming back to it shows every edit
// (saved or not) and leaving it never cancels a save.
import { useSelector } from '@xstate/react';
import { COLOUR_MAX, DESCRIPTION_MAX, TOPIC_MAX } from '../../contract/limits';
import * as da from '../../copy/da';
import {
  selectDraft,
  selectSaveError,
  selectSaveStatus,
  selectUnsavedCount,
} from '../../machines/settingsSave.machine';
import '../../styles/configure.css';
import { useAdminConversation, type SettingsSaveRef } from '../conversationAdmin/AdminContext';
import { SeedForm } from './SeedForm';
import { TextSettingField, ToggleSettingField } from './SettingFields';

export function ConfigurePage() {
  const { conversationId, canModerate, settings } = useAdminConversation();
  return (
    <div className="page page--wide configure">
      <header className="page-header">
        <h1>{da.configure.heading}</h1>
        <p className="lead">{da.configure.intro}</p>
      </header>
      {canModerate ? (
        <>
          <SettingsForm settings={settings} />
          <SeedForm key={`seed-${conversationId}`} conversationId={conversationId} />
        </>
      ) : (
        <p className="alert alert--error" role="alert">
          {da.configure.noPermission}
        </p>
      )}
    </div>
  );
}

function SettingsForm({ settings }: { settings: SettingsSaveRef }) {
  const draft = useSelector(settings, selectDraft);
  const status = useSelector(settings, selectSaveStatus);
  const error = useSelector(settings, selectSaveError);
  const unsaved = useSelector(settings, selectUnsavedCount);
  const send = settings.send;

  return (
    <>
      <div className="save-status" role="status">
        {status === 'saving' ? (
          <span className="save-status__saving">{da.configure.saving}</span>
        ) : status === 'saved' ? (
          <span className="save-status__saved">{da.configure.saved}</span>
        ) : null}
      </div>
      {error ? (
        <div className="alert alert--error save-error" role="alert">
          <p className="alert__text">{da.configure.saveError}</p>
          <p className="alert__detail">
            {da.errors.statusLine(error.status, error.statusText)} · {da.configure.unsaved(unsaved)}
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => send({ type: 'save.retry' })}
          >
            {da.configure.retry}
          </button>
        </div>
      ) : null}

      <section className="config-section" aria-labelledby="config-about">
        <h2 id="config-about" className="config-section__title">
          {da.configure.sections.about}
        </h2>
        <TextSettingField field="topic" value={draft.topic} send={send} maxLength={TOPIC_MAX} />
        <TextSettingField
          field="description"
          value={draft.description}
          send={send}
          multiline
          maxLength={DESCRIPTION_MAX}
        />
      </section>

      <section className="config-section" aria-labelledby="config-participation">
        <h2 id="config-participation" className="config-section__title">
          {da.configure.sections.participation}
        </h2>
        <ToggleSettingField field="is_active" checked={draft.is_active} send={send} />
        <ToggleSettingField
          field="importance_enabled"
          checked={draft.importance_enabled}
          send={send}
        />
        <ToggleSettingField field="vis_type" checked={draft.vis_type === 1} send={send} />
        <ToggleSettingField field="write_type" checked={draft.write_type === 1} send={send} />
        <ToggleSettingField
          field="strict_moderation"
          checked={draft.strict_moderation}
          send={send}
        />
      </section>

      <section className="config-section" aria-labelledby="config-colours">
        <h2 id="config-colours" className="config-section__title">
          {da.configure.sections.colours}
        </h2>
        <div className="config-colours">
          <TextSettingField
            field="help_bgcolor"
            value={draft.help_bgcolor}
            send={send}
            maxLength={COLOUR_MAX}
            swatch
          />
          <TextSettingField
            field="help_color"
            value={draft.help_color}
            send={send}
            maxLength={COLOUR_MAX}
            swatch
          />
        </div>
      </section>
    </>
  );
}
