-- CreateTable
CREATE TABLE "cache_scope" (
    "id" INTEGER NOT NULL,
    "token" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cache_scope_pkey" PRIMARY KEY ("id")
);
