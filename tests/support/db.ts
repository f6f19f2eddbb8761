import { forgetSpentBudgets } from "@/lib/auth/credentials";
import { db } from "@/lib/db";
import { specCategories } from "@/fixed/gallery";

/** Empties every table, children before parents. */
export async function resetDatabase() {
  // The sign-in limits remember the budgets the database refused: they go with the rows.
  forgetSpentBudgets();
  await db.$transaction([
    db.outbox.deleteMany(),
    db.whatsappEarlyStatus.deleteMany(),
    db.backupRun.deleteMany(),
    db.adConsentDay.deleteMany(),
    db.privacyRequest.deleteMany(),
    db.lineupSlot.deleteMany(),
    db.playerPayout.deleteMany(),
    db.eventExpense.deleteMany(),
    db.lineup.deleteMany(),
    db.player.deleteMany(),
    db.eventPlan.deleteMany(),
    db.documentCounter.deleteMany(),
    db.bookingPayment.deleteMany(),
    db.bookingQuote.deleteMany(),
    db.contact.deleteMany(),
    db.newsletter.deleteMany(),
    db.adminSession.deleteMany(),
    db.auditEvent.deleteMany(),
    db.admin.deleteMany(),
    db.rateLimit.deleteMany(),
    db.review.deleteMany(),
    db.musicTrack.deleteMany(),
    db.websiteTraffic.deleteMany(),
    // After the visits: retention deletes visits but keeps their daily counts, which would outlive a test.
    db.websiteTrafficDaily.deleteMany(),
    db.websiteAction.deleteMany(),
    db.clientLogo.deleteMany(),
    db.integrationToken.deleteMany(),
    db.oAuthState.deleteMany(),
    db.integrationStatus.deleteMany(),
    db.availabilityHold.deleteMany(),
    db.calendarFeed.deleteMany(),
    db.siteSetting.deleteMany(),
    db.demoContentSeeded.deleteMany(),
    db.itemVersion.deleteMany(),
    db.galleryPhoto.deleteMany(),
    db.galleryVideo.deleteMany(),
    db.mediaFile.deleteMany(),
    db.contentItem.deleteMany(),
    db.cacheScope.deleteMany(),
    db.serverActionsKey.deleteMany(),
    db.pushSubscription.deleteMany(),
    db.repertoireSong.deleteMany(),
    db.teamInvitation.deleteMany(),
    db.teamPolicy.deleteMany(),
    db.galleryCategory.deleteMany(),
  ]);
  // The gallery's categories as installed: the migration writes the spec's ten.
  await db.galleryCategory.createMany({ data: specCategories.map((name, index) => ({ name, position: index + 1 })) });
}

export const isPostgres = () => /^postgres/.test(process.env.DATABASE_URL ?? "");
