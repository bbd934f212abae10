// 'Vis samtalen på jeres hjemmeside' on the share screen (docs/behaviour.md#share): the page the
// conversation is embedded on (a setting, saved by the admin area's settingsSave chart like every
// setting, refusals beside the field), the embed code built from it with its copy button (the share
// chart's clipboard), and a preview of what the code shows.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { PARENT_URL_MAX } from '../../../contract/limits';
import * as da from '../../copy/da';
import { embedSnippet } from '../../machines/share/embedSnippet';
import { selectDraft, selectFieldErrors } from '../../machines/configure';
import {
  selectCopyPhase,
  selectCopyTarget,
  type shareMachine,
} from '../../machines/share/share.machine';
import '../../styles/configure.css';
import type { SettingsSaveRef } from '../conversationAdmin';
import { SettingsSaveState, TextSettingField } from '../configure';
import { ConfigSection } from '../common/ConfigSection';
import { CopyButton } from './CopyButton';

export function ShareEmbed({
  share,
  settings,
  shareUrl,
}: {
  share: ActorRefFrom<typeof shareMachine>;
  settings: SettingsSaveRef;
  shareUrl: string;
}) {
  const draft = useSelector(settings, selectDraft);
  const errors = useSelector(settings, selectFieldErrors);
  const copyPhase = useSelector(share, selectCopyPhase);
  const copyTarget = useSelector(share, selectCopyTarget);
  const mine = copyTarget === 'snippet';
  const snippet = embedSnippet(shareUrl, draft.parent_url, da.share.embed.frameTitle(draft.topic));

  return (
    <ConfigSection
      headingId="share-embed-title"
      className="share-embed"
      title={da.share.embed.title}
    >
      <p>{da.share.embed.intro}</p>
      <TextSettingField
        field="parent_url"
        value={draft.parent_url}
        send={settings.send}
        maxLength={PARENT_URL_MAX}
        error={errors.parent_url}
      />
      <SettingsSaveState settings={settings} />
      <label htmlFor="share-embed-code" className="field__label">
        {da.share.embed.codeLabel}
      </label>
      <textarea
        id="share-embed-code"
        className="field__input share-embed__code"
        readOnly
        rows={4}
        value={snippet}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton
        phase={copyPhase}
        mine={mine}
        variant="secondary"
        labels={{ ...da.share.embed, copying: da.share.copying }}
        onCopy={() => share.send({ type: 'share.copySnippet', snippet })}
      />
      <h3 className="share-embed__preview-title">{da.share.embed.previewTitle}</h3>
      <iframe
        className="share-embed__preview"
        src={shareUrl}
        title={da.share.embed.previewFrame}
        loading="lazy"
      />
    </ConfigSection>
  );
}
