/**
 * Runs steps that each belong to one signed-in role: each role's steps in order on its own page, the
 * roles at the same time. A page visit mostly waits (for its data, for a quiet network), so six
 * roles' pages waiting together take about the time of one. Answers come back in the steps' order.
 */
export async function byRole<S extends readonly [string, ...unknown[]], R>(
  steps: readonly S[],
  run: (step: S) => Promise<R>,
): Promise<R[]> {
  const answers: R[] = new Array<R>(steps.length);
  const roles = [...new Set(steps.map(([role]) => role))];
  // Settled, not Promise.all: when one role's step fails, the other roles' pages finish their steps
  // before the failure is reported, so none is still navigating when the next test uses its page.
  const outcomes = await Promise.allSettled(
    roles.map(async (role) => {
      for (const [i, step] of steps.entries())
        if (step[0] === role) answers[i] = await run(step);
    }),
  );
  const failed = outcomes.find((o) => o.status === "rejected");
  if (failed) throw failed.reason;
  return answers;
}
