-- AlterTable
ALTER TABLE "EmailVerificationToken" ADD COLUMN     "replaces" TEXT;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "deletedAt" TIMESTAMP(3);
