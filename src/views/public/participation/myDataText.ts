// What "Mine data" says about a failure, and its dates: pure, so tested without a screen.
import * as da from '../../../copy/da';
import type { ResponseProblem } from '../../../machines/rules/responseText';

/** Our sentence, then why: no connection, the server's own (Danish) message, or the status. */
export function myDataProblemText(lead: string, problem: ResponseProblem): string {
  const why =
    problem.status === 0
      ? da.errors.network
      : problem.text && problem.text !== problem.code
        ? problem.text
        : da.errors.statusLine(problem.status, problem.statusText);
  return `${lead} ${why}`;
}

const DATE = new Intl.DateTimeFormat('da-DK', { dateStyle: 'long', timeStyle: 'short' });

export const myDataDate = (ms: number) => da.myData.when(DATE.format(new Date(ms)));
