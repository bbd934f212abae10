// 'Hent alt om samtalen (JSON)' in the owner's data section (issue 19): renders the
// archiveDownload chart — the button, 'Henter arkivet …' while it works, the saved file's name, or
// the reason it failed.
import { useSelector } from '@xstate/react';
import * as da from '../../copy/da';
import { archiveDownloadMachine } from '../../machines/archiveDownload.machine';
import { problemText } from '../common/problemText';
import { Spinner } from '../common/Spinner';
import { useScreenActor } from '../common/useScreenActor';

const copy = da.conversationData.archive;

export function ArchiveDownload({ conversationId }: { conversationId: string }) {
  const actor = useScreenActor(archiveDownloadMachine, { input: { conversationId } });
  const state = useSelector(actor, (s) => s.value);
  const context = useSelector(actor, (s) => s.context);
  const busy = state === 'downloading';
  return (
    <div className="conversation-data__archive">
      <h3>{copy.heading}</h3>
      <p className="config-field__help">{copy.help}</p>
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={busy || undefined}
        onClick={() => !busy && actor.send({ type: 'archive.download' })}
      >
        {copy.button}
      </button>
      {busy ? <Spinner label={copy.downloading} /> : null}
      {state === 'done' && context.filename ? (
        <p className="config-field__help" role="status">
          {copy.done(context.filename)}
        </p>
      ) : null}
      {state === 'failed' && context.error ? (
        <p className="field__error" role="alert">
          {problemText(copy.failed, context.error)}
        </p>
      ) : null}
    </div>
  );
}
