-- CreateIndex
CREATE INDEX "push_subscriptions_adminId_idx" ON "push_subscriptions"("adminId");

-- AddForeignKey
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_adminId_fkey" FOREIGN KEY ("adminId") REFERENCES "admins"("id") ON DELETE CASCADE ON UPDATE CASCADE;
