import { named } from '../../http/named-plugin';
import type { ServicePlugin } from '../service-plugin';
import { certificateOpsRoutes } from './certificate-ops-routes';
import { certificateRoutes } from './certificate-routes';
import { challengePhasesRoutes } from './challenge-phases-routes';
import { challengeTitleRoutes } from './challenge-title-routes';
import { opsChallengeRoutes } from './ops-challenge-routes';
import { enrolmentRoutes } from './enrolment-routes';
import { feedbackRoutes } from './feedback-routes';
import { kidsCampOpsRoutes } from './kids-camp-ops-routes';
import { kidsCampRoutes } from './kids-camp-routes';
import { leadAttendanceRoutes } from './lead-attendance-routes';
import { livePreferenceRoutes } from './live-preference-routes';
import { liveSessionRoutes } from './live-session-routes';
import { memberRoutes } from './member-routes';
import { profileRoutes } from './profile-routes';
import { programRoutes } from './program-routes';
import { sessionAdminRoutes } from './session-admin-routes';
import { shareRoutes } from './share-routes';

/**
 * The lead service: challenge programmes and their live sessions, joining, a member's own lead
 * record, their attendance, preferences and share links, feedback, certificates, and the kids camp.
 */
export const leadService: ServicePlugin = async (
  app,
  {
    db,
    otp,
    attendance,
    sessions,
    clock,
    publicSiteUrl,
    publicApiBase,
    game,
    certificates,
    onEnrolled,
    referralBurstLimit,
  },
) => {
  await app.register(named(programRoutes), { db, game });
  await app.register(named(sessionAdminRoutes), { db, sessions });
  await app.register(named(challengeTitleRoutes), { db });
  await app.register(named(opsChallengeRoutes), { db });
  await app.register(named(challengePhasesRoutes), { db });
  await app.register(named(memberRoutes), { db, otp, referralBurstLimit });
  await app.register(named(profileRoutes), { db });
  await app.register(named(enrolmentRoutes), { db, clock, onEnrolled });
  await app.register(named(feedbackRoutes), { db, clock });
  await app.register(named(liveSessionRoutes), { db, attendance, sessions, clock });
  await app.register(named(leadAttendanceRoutes), { db, sessions, attendance });
  await app.register(named(livePreferenceRoutes), { db, sessions });
  await app.register(named(shareRoutes), { db, publicSiteUrl });
  await app.register(named(certificateRoutes), {
    db,
    certificates,
    clock,
    publicSiteUrl,
    publicApiBase,
  });
  await app.register(named(certificateOpsRoutes), { db, certificates, clock, publicApiBase });
  await app.register(named(kidsCampRoutes), { db, otp, clock });
  await app.register(named(kidsCampOpsRoutes), { db, clock });
};
