// 'Hent alt om samtalen (JSON)' in the owner's data section (docs/api.md#get-conversationarchive):
// a heading, what the file holds, and the fileDownload chart's button for GET /conversationArchive.
import * as da from '../../copy/da';
import { FileDownload } from '../common/FileDownload';

const copy = da.conversationData.archive;

export function ArchiveDownload({ conversationId }: { conversationId: string }) {
  return (
    <div className="conversation-data__archive">
      <h3>{copy.heading}</h3>
      <p className="config-field__help">{copy.help}</p>
      <FileDownload conversationId={conversationId} file="archive" copy={copy} />
    </div>
  );
}
