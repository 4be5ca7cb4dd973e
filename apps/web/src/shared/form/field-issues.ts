import type { z } from 'zod';

/**
 * The first message of each field of a failed parse, by the field's top-level name: the form
 * shows the contracts' own messages (locale keys), the same the server answers.
 */
export function fieldIssues(result: { success: true } | { success: false; error: z.ZodError }) {
  const issues: Record<string, string> = {};
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    issues[field] ??= issue.message;
  }
  return issues;
}
