-- CreateTable
CREATE TABLE "server_actions_key" (
    "id" INTEGER NOT NULL,
    "sealedKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "server_actions_key_pkey" PRIMARY KEY ("id")
);
