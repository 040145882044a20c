/**
 * What an ops person may do (issue 28). A person holds one or more; none includes another. The
 * deployment's `OPS_TOKEN`, kept for scripts, may do all of them.
 *
 * - `support`: members' data, attendance corrections, referral reviews, gifts, certificates,
 *   kids camp, data-rights requests and grievances, feedback.
 * - `content`: challenges, batches and session links, campaigns and festival content.
 * - `finance`: payments, plans, vouchers.
 * - `admin`: ops people and their roles, remotes and releases.
 */
export const OPS_ROLES = ['support', 'content', 'finance', 'admin'] as const;

export type OpsRole = (typeof OPS_ROLES)[number];
