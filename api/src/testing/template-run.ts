import path from 'node:path';

/** The part of a run's template database names that is the run's own (from its folder's name). */
export function templateRunId(dir: string): string {
  return path
    .basename(dir)
    .replace(/[^a-z0-9]/gi, '_')
    .toLowerCase();
}

/** How the names of a run's template databases begin (the teardown drops them by it). */
export const templateDatabasePrefix = (runId: string) => `yoga_tpl_${runId}_`;
