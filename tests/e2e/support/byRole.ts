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
  await Promise.all(
    roles.map(async (role) => {
      for (const [i, step] of steps.entries())
        if (step[0] === role) answers[i] = await run(step);
    }),
  );
  return answers;
}
