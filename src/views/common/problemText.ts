// What a screen says about a failed call: our own sentence, then why — no connection, the server's
// own (Danish) message, or what the status means. Shared by the admin's 'Data og sletning' and the
// participants' 'Mine data'.
import * as da from '../../copy/da';
import type { ResponseProblem } from '../../machines/common/responseText';

export function problemText(lead: string, problem: ResponseProblem): string {
  const why =
    problem.status === 0
      ? da.errors.network
      : problem.text && problem.text !== problem.code
        ? problem.text
        : da.errors.statusLine(problem.status, problem.statusText);
  return `${lead} ${why}`;
}
