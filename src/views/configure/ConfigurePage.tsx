// The configure screen at /m/{conversation_id} (docs/behaviour.md#configure): the
// conversation's settings, saved as they are edited (settingsSave chart) — each refusal beside its
// field, a conflict with another window beside the field it concerns — and the seed statement
// form (seedSubmit chart). The admin area has loaded the metadata before this screen renders, and
// owns the settingsSave chart: this screen only renders it, so coming back to it shows every edit
// (saved or not) and leaving it never cancels a save.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { COLOUR_MAX, DESCRIPTION_MAX, TOPIC_MAX } from '../../../contract/limits';
import * as da from '../../copy/da';
import type {
  SettingField,
  TextSetting,
  ToggleSetting,
} from '../../machines/configure/settingsFields';
import {
  selectConflict,
  selectDraft,
  selectFieldErrors,
  selectHasStatementLimit,
} from '../../machines/configure/settingsSave.selectors';
import '../../styles/configure.css';
import './seedStatements.css';
import { useAdminConversation, type SettingsSaveRef } from '../conversationAdmin';
import { ConflictNotice } from './ConflictNotice';
import { ConversationDataSection } from './ConversationDataSection';
import { ConversationLifeSection, CopiedNotice } from './ConversationLifeSection';
import { DraftNotice } from './DraftNotice';
import { SettingsSaveState } from './SaveStatus';
import { ScheduledCloseField } from './ScheduledCloseField';
import { SeedForm } from './SeedForm';
import { SeedStatements } from './SeedList';
import { TextSettingField, ToggleSettingField } from './SettingFields';
import { PageHeader } from '../common/PageHeader';
import { ConfigSection } from '../common/ConfigSection';

export function ConfigurePage() {
  const { conversationId, canModerate, settings, metadata } = useAdminConversation();
  return (
    <div className="page page--wide configure">
      <PageHeader title={da.configure.heading} lead={da.configure.intro} />
      {canModerate ? (
        <>
          <CopiedNotice />
          <DraftNotice settings={settings} />
          <SettingsForm
            settings={settings}
            conversationId={conversationId}
            schedule={
              // Only our server schedules closing (upstream Polis sends no closes_at).
              metadata.closes_at !== undefined ? (
                <ScheduledCloseField
                  key={`close-${conversationId}`}
                  conversationId={conversationId}
                  closesAt={metadata.closes_at}
                />
              ) : null
            }
          />
          {/* The statement limit is a setting here too: the seed charts restart when it changes. */}
          <SeedForm
            key={`seed-${conversationId}-${metadata.comment_max_length}`}
            conversationId={conversationId}
            maxLength={metadata.comment_max_length}
          />
          <SeedStatements
            key={`seeds-${conversationId}-${metadata.comment_max_length}`}
            conversationId={conversationId}
            maxLength={metadata.comment_max_length}
          />
          {/* Copying, archiving, deleting and retention are the owner's alone
              (docs/api.md#who-may-call-what). Only our server archives (upstream Polis sends no
              archived_at). */}
          {metadata.is_owner && metadata.archived_at !== undefined ? (
            <ConversationLifeSection
              key={`life-${conversationId}`}
              conversationId={conversationId}
              archivedAt={metadata.archived_at}
            />
          ) : null}
          {metadata.is_owner ? (
            <ConversationDataSection
              key={`data-${conversationId}`}
              conversationId={conversationId}
            />
          ) : null}
        </>
      ) : (
        <p className="alert alert--error" role="alert">
          {da.configure.noPermission}
        </p>
      )}
    </div>
  );
}

/** The participants' page, opened in a new tab: what vis_type and importance_enabled change. */
function PreviewLink({ conversationId }: { conversationId: string }) {
  return (
    <p className="config-field__help">
      <a href={`/${conversationId}`} target="_blank" rel="noopener noreferrer">
        {da.configure.preview} <span className="visually-hidden">{da.configure.previewNewTab}</span>
      </a>
    </p>
  );
}

function SettingsForm({
  settings,
  conversationId,
  schedule,
}: {
  settings: SettingsSaveRef;
  conversationId: string;
  /** 'Lukker automatisk', beside 'Åben for deltagelse'. */
  schedule: ReactNode;
}) {
  const draft = useSelector(settings, selectDraft);
  const errors = useSelector(settings, selectFieldErrors);
  const conflict = useSelector(settings, selectConflict);
  const send = settings.send;
  const hasStatementLimit = useSelector(settings, selectHasStatementLimit);
  /** The conflict notice for `field`, when its save met another window's change. */
  const conflictAt = (field: SettingField) =>
    conflict?.field === field ? (
      <ConflictNotice
        conflict={conflict}
        onKeepMine={() => send({ type: 'conflict.keepMine' })}
        onTakeTheirs={() => send({ type: 'conflict.takeTheirs' })}
      />
    ) : undefined;
  const text = (field: TextSetting) => ({
    field,
    value: draft[field],
    send,
    error: errors[field],
    conflict: conflictAt(field),
  });
  const toggle = (field: ToggleSetting, checked: boolean) => ({
    field,
    checked,
    send,
    error: errors[field],
    conflict: conflictAt(field),
  });

  return (
    <>
      <SettingsSaveState settings={settings} />

      <ConfigSection headingId="config-about" title={da.configure.sections.about}>
        <TextSettingField {...text('topic')} maxLength={TOPIC_MAX} counter />
        <TextSettingField {...text('description')} multiline maxLength={DESCRIPTION_MAX} />
      </ConfigSection>

      <ConfigSection headingId="config-participation" title={da.configure.sections.participation}>
        <ToggleSettingField {...toggle('is_active', draft.is_active)} />
        {schedule}
        <ToggleSettingField
          {...toggle('importance_enabled', draft.importance_enabled)}
          helpExtra={<PreviewLink conversationId={conversationId} />}
        />
        <ToggleSettingField
          {...toggle('vis_type', draft.vis_type === 1)}
          helpExtra={<PreviewLink conversationId={conversationId} />}
        />
        <ToggleSettingField {...toggle('write_type', draft.write_type === 1)} />
        {/* Upstream Polis keeps no such setting: the field shows only when the server has it. */}
        {hasStatementLimit ? (
          <TextSettingField {...text('comment_max_length')} maxLength={3} numeric />
        ) : null}
        <ToggleSettingField {...toggle('strict_moderation', draft.strict_moderation)} />
      </ConfigSection>

      <ConfigSection headingId="config-colours" title={da.configure.sections.colours}>
        <div className="config-colours">
          <TextSettingField {...text('help_bgcolor')} maxLength={COLOUR_MAX} swatch />
          <TextSettingField {...text('help_color')} maxLength={COLOUR_MAX} swatch />
        </div>
      </ConfigSection>
    </>
  );
}
