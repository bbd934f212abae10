// What the participant page says about refusals, and the help colours of the intro box.
import { describe, expect, it } from 'vitest';
import * as da from '../../../copy/da';
import type { ResponseProblem } from '../../../machines/common/responseText';
import {
  closingTimeText,
  helpColourStyle,
  LEAD_MAX_CHARS,
  loadErrorText,
  splitDescription,
  statementErrorText,
  voteErrorText,
  voteRetryText,
} from './participationText';

const problem = (status: number, text = '', code: string | null = null): ResponseProblem => ({
  status,
  statusText: status === 0 ? 'Network Error' : 'Status',
  code,
  text,
});

describe('error texts', () => {
  it('tells a participant whose vote met an outage that it will be sent again', () => {
    const unavailable = problem(
      503,
      'Rådslag kan ikke nå sin database lige nu. Prøv igen om lidt.',
    );
    expect(voteRetryText(unavailable)).toBe(
      'Din stemme er ikke gemt endnu: Rådslag kan ikke nå sin database lige nu. Prøv igen om lidt. ' +
        'Vi prøver igen af os selv om et øjeblik – du behøver ikke gøre noget.',
    );
    expect(voteRetryText(problem(0))).toBe(da.participation.voteRetrying(da.errors.network));
    // A proxy's own 502 page: no message of ours, so the status in words.
    expect(voteRetryText({ ...problem(502), statusText: 'Bad Gateway' })).toBe(
      da.participation.voteRetrying(
        'Serveren er midlertidigt utilgængelig (502). Prøv igen om lidt',
      ),
    );
  });

  it('words 502, 503 and 504 as a passing unavailability, other statuses in Danish with their number', () => {
    expect(da.errors.statusLine(503, 'Service Unavailable')).toBe(
      'Serveren er midlertidigt utilgængelig (503). Prøv igen om lidt',
    );
    expect(da.errors.statusLine(500, 'Internal Server Error')).toBe(
      'Der skete en fejl på serveren (500)',
    );
    expect(da.errors.statusLine(404, 'Not Found')).toBe('Findes ikke på serveren (404)');
    expect(da.errors.statusLine(403, 'Forbidden')).toBe('Du har ikke adgang (403)');
    expect(da.errors.statusLine(422, 'Unprocessable Entity')).toBe(
      'Serveren afviste forespørgslen (422)',
    );
  });

  it("shows the server's own Danish message for a 429", () => {
    const limited = problem(429, 'Du har stemt mange gange på kort tid. Vent 3 sekunder.');
    expect(voteErrorText(limited)).toBe(limited.text);
    expect(statementErrorText(limited)).toBe(limited.text);
    expect(voteErrorText(problem(429))).toBe(da.participation.rateLimited);
  });

  it('words a network failure, a lost participant and a bare code in Danish', () => {
    expect(voteErrorText(problem(0))).toBe(da.participation.voteFailed(da.errors.network));
    expect(voteErrorText(problem(401))).toBe(da.participation.sessionLost);
    const bare = problem(
      409,
      'polis_err_post_comment_duplicate',
      'polis_err_post_comment_duplicate',
    );
    expect(statementErrorText(bare)).toBe(da.participation.form.duplicate);
    expect(statementErrorText(problem(403))).toBe(da.participation.form.closed);
    expect(statementErrorText(problem(500))).toBe(
      da.participation.form.failed('Der skete en fejl på serveren (500)'),
    );
    expect(loadErrorText(null)).toBe(da.participation.loadFailed(da.errors.network));
  });
});

describe('helpColourStyle', () => {
  it("applies the owner's colours unless they are 'default' or blank", () => {
    expect(helpColourStyle({ help_bgcolor: 'default', help_color: 'default' })).toBeUndefined();
    expect(helpColourStyle({ help_bgcolor: ' ', help_color: 'DEFAULT' })).toBeUndefined();
    expect(helpColourStyle({ help_bgcolor: '#fff3cd', help_color: 'default' })).toEqual({
      backgroundColor: '#fff3cd',
      color: undefined,
    });
    expect(helpColourStyle({ help_bgcolor: 'default', help_color: ' navy ' })).toEqual({
      backgroundColor: undefined,
      color: 'navy',
    });
  });
});

describe('splitDescription', () => {
  it('keeps the first paragraph in view and the rest behind "Læs hele beskrivelsen"', () => {
    expect(splitDescription('  Kort.  ')).toEqual({ lead: 'Kort.', rest: '', clipped: false });
    expect(splitDescription('En linje\nog en til')).toEqual({
      lead: 'En linje\nog en til',
      rest: '',
      clipped: false,
    });
    expect(splitDescription('Første.\n\nAndet.\n \nTredje.')).toEqual({
      lead: 'Første.',
      rest: 'Andet.\n \nTredje.',
      clipped: false,
    });
    expect(splitDescription('')).toEqual({ lead: '', rest: '', clipped: false });
  });

  it('cuts a long first paragraph at a word, and keeps the whole text behind the button', () => {
    const long = `${'Kommunen vil gerne høre din mening om byens fremtid. '.repeat(9)}Slut.`;
    expect(long.length).toBeGreaterThan(LEAD_MAX_CHARS);
    const { lead, rest, clipped } = splitDescription(long);
    expect(clipped).toBe(true);
    expect(rest).toBe(long.trim());
    expect(lead.length).toBeLessThanOrEqual(LEAD_MAX_CHARS + 2);
    expect(lead).toMatch(/\S …$/);
    // Cut between words, never inside one, and no stop left before the ellipsis.
    expect(long.startsWith(lead.slice(0, -2))).toBe(true);
    expect(long[lead.length - 2]).toMatch(/[\s.]/);
    // Exactly at the limit: nothing to cut.
    expect(splitDescription('x'.repeat(LEAD_MAX_CHARS)).clipped).toBe(false);
    // One word longer than the limit is cut inside it rather than not at all.
    expect(splitDescription('x'.repeat(500)).lead).toBe(`${'x'.repeat(LEAD_MAX_CHARS)} …`);
  });
});

describe('closingTimeText', () => {
  const now = Date.UTC(2027, 0, 2, 9, 0);
  it("says the scheduled close in Copenhagen's date and time, Danish style", () => {
    // 11:00 UTC is 12:00 in Copenhagen in winter, 13:00 in summer.
    expect(closingTimeText(Date.UTC(2027, 0, 15, 11, 0), now)).toBe(
      'Samtalen lukker 15. januar kl. 12.00',
    );
    expect(closingTimeText(Date.UTC(2027, 6, 1, 7, 5), now)).toBe(
      'Samtalen lukker 1. juli kl. 09.05',
    );
    // Just before midnight UTC is already the next day in Copenhagen.
    expect(closingTimeText(Date.UTC(2027, 2, 3, 23, 30), now)).toBe(
      'Samtalen lukker 4. marts kl. 00.30',
    );
  });

  it('names the year when it is not this one', () => {
    expect(closingTimeText(Date.UTC(2028, 0, 15, 11, 0), now)).toBe(
      'Samtalen lukker 15. januar 2028 kl. 12.00',
    );
  });
});
