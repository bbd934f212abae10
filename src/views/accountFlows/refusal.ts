// Where an account-flow chart's problem is shown. The charts keep either a word of their own
// ('blank', 'unavailable') or the server's refusal with the field it concerns (null: the form as a
// whole), and each page puts a refusal next to that field.
type FlowProblem = string | { message: string; field: string | null } | null;

/** The server's words when its refusal concerns `field` (null: the whole form), else null. */
export function refusalAt(problem: FlowProblem, field: string | null): string | null {
  return problem && typeof problem === 'object' && problem.field === field ? problem.message : null;
}

/** The form-level notice: "the server did not answer", or a refusal about no one field. */
export function formNotice(problem: FlowProblem, unavailable: string): string | null {
  return problem === 'unavailable' ? unavailable : refusalAt(problem, null);
}
