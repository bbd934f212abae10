// A button that saves one file from the server (the fileDownload chart): the button, '… hentes'
// while it works, the saved file's name, or the reason it failed. Used by 'Hent alt om samtalen
// (JSON)' (configure/ArchiveDownload.tsx) and 'Hent log (CSV)' (moderation/ModerationLogPage.tsx);
// each passes its own words.
import { useSelector } from '@xstate/react';
import { fileDownloadMachine, type DownloadFile } from '../../machines/common/fileDownload.machine';
import { GuardedButton } from './GuardedButton';
import { problemText } from './problemText';
import { Spinner } from './Spinner';
import { useScreenActor } from './useScreenActor';

export interface FileDownloadCopy {
  button: string;
  downloading: string;
  done: (filename: string) => string;
  failed: string;
}

export function FileDownload(props: {
  conversationId: string;
  file: DownloadFile;
  /** The report version, for its Word file. */
  reportId?: string;
  copy: FileDownloadCopy;
  /** The button's look: secondary by default. */
  variant?: 'secondary' | 'ghost';
}) {
  const { conversationId, file, reportId, copy } = props;
  const actor = useScreenActor(fileDownloadMachine, { input: { conversationId, file, reportId } });
  const state = useSelector(actor, (s) => s.value);
  const context = useSelector(actor, (s) => s.context);
  const busy = state === 'downloading';
  return (
    <div className="file-download">
      <GuardedButton
        className={`button button--${props.variant ?? 'secondary'}`}
        inactive={busy}
        onClick={() => actor.send({ type: 'file.download' })}
      >
        {copy.button}
      </GuardedButton>
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
