-- CreateIndex
CREATE INDEX "booking_quotes_createdAt_idx" ON "booking_quotes"("createdAt");

-- CreateIndex
CREATE INDEX "contacts_quarantinedAt_createdAt_idx" ON "contacts"("quarantinedAt", "createdAt");
